import { purchaseRequestResponseSchema } from "@app/contract/billing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminBillingKeys } from "./keys";

/** POST /api/admin/payments/requests/{id}/confirm or /cancel: the money came, or it never will. */
export async function decideRequest({ id, decision }: { id: number; decision: "confirm" | "cancel" }) {
  return purchaseRequestResponseSchema.parse(
    await api.post<unknown>(`/admin/payments/requests/${id}/${decision}`),
  ).request;
}

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}
