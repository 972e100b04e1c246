import { type GrantUnappliedRequest, unappliedPaymentResponseSchema } from "@app/contract/unapplied-payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** POST /api/admin/payments/unapplied/{id}/grant: the family gets what it asked for. */
export async function grantUnappliedPayment({ id, ...body }: GrantUnappliedRequest & { id: number }) {
  return unappliedPaymentResponseSchema.parse(
    await api.post<unknown>(`/admin/payments/unapplied/${id}/grant`, body),
  ).payment;
}

export function useGrantUnappliedPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantUnappliedPayment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}
