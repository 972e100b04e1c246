import { tutorAssignmentResponseSchema } from "@app/contract/tutoring";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_BILLING_KEY } from "./keys";

/** DELETE /api/admin/tutor-assignments/{id}: ends an assignment (kept as history on the server). */
export async function unassignTutor(assignmentId: number) {
  return tutorAssignmentResponseSchema.parse(
    await apiRequest<unknown>(`/admin/tutor-assignments/${assignmentId}`, { method: "DELETE" }),
  ).assignment;
}

export function useUnassignTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignTutor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_BILLING_KEY });
      void queryClient.invalidateQueries({ queryKey: ["admin", "tutors"] });
    },
  });
}
