import {
  type RefundUnappliedRequest,
  unappliedPaymentResponseSchema,
} from "@app/contract/unapplied-payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** POST /api/admin/payments/unapplied/{id}/refund: the money goes back (through Stripe, or marked by hand). */
export async function refundUnappliedPayment({ id, ...body }: RefundUnappliedRequest & { id: number }) {
  return unappliedPaymentResponseSchema.parse(
    await api.post<unknown>(`/admin/payments/unapplied/${id}/refund`, body),
  ).payment;
}

export function useRefundUnappliedPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundUnappliedPayment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}
