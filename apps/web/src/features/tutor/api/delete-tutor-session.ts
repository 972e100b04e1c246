import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { tutorKeys } from "./keys";

/** DELETE /api/tutor/sessions/{id}: a student deletes one of their conversations. */
export function deleteTutorSession(sessionId: number): Promise<{ deleted: true }> {
  return apiRequest(`/tutor/sessions/${sessionId}`, { method: "DELETE" });
}

export function useDeleteTutorSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTutorSession,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tutorKeys.all }),
  });
}
