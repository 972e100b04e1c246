import { consentDecisionResponseSchema } from "@app/contract/family";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { familyKeys } from "./keys";

/** POST /api/family/consent-requests/:id/decline: the child keeps learning, without the rest. */
export async function declineConsent(studentId: number) {
  return consentDecisionResponseSchema.parse(
    await api.post<unknown>(`/family/consent-requests/${studentId}/decline`),
  );
}

export function useDeclineConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.consentRequests() }),
  });
}
