import { purchaseRequestResponseSchema } from "@app/contract/billing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { billingKeys } from "./keys";

/** POST /api/billing/requests/{id}/cancel: the family's own waiting bank transfer, cancelled. */
export async function cancelTransfer(id: number) {
  return purchaseRequestResponseSchema.parse(await api.post<unknown>(`/billing/requests/${id}/cancel`))
    .request;
}

export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransfer,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: billingKeys.account() }),
  });
}
