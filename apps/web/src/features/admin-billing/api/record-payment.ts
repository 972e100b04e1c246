import { type ManualPaymentRequest, paymentResponseSchema } from "@app/contract/billing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** POST /api/admin/payments: money received by hand; the child gets the package. */
export async function recordPayment(body: ManualPaymentRequest) {
  return paymentResponseSchema.parse(await api.post<unknown>("/admin/payments", body)).payment;
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}
