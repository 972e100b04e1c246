import { consentDecisionResponseSchema } from "@app/contract/family";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { familyKeys } from "./keys";

/** POST /api/family/consent-requests/:id/confirm: the child may message, compete and use outside AI. */
export async function confirmConsent(studentId: number) {
  return consentDecisionResponseSchema.parse(
    await api.post<unknown>(`/family/consent-requests/${studentId}/confirm`),
  );
}

export function useConfirmConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.consentRequests() }),
  });
}
