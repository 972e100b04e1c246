import { paymentResponseSchema, type RefundRequest } from "@app/contract/billing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** POST /api/admin/payments/{id}/refunds: returns part or all of a payment. */
export async function refundPayment({ paymentId, ...body }: RefundRequest & { paymentId: number }) {
  return paymentResponseSchema.parse(await api.post<unknown>(`/admin/payments/${paymentId}/refunds`, body))
    .payment;
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}
