import { tutorAssignmentResponseSchema } from "@app/contract/tutoring";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { ADMIN_TUTORS_KEY } from "./list-admin-tutors";

/** DELETE /api/admin/tutor-assignments/{id}: ends an assignment. */
export async function unassignTutor(id: number) {
  return tutorAssignmentResponseSchema.parse(
    await apiRequest<unknown>(`/admin/tutor-assignments/${id}`, { method: "DELETE" }),
  ).assignment;
}

export function useUnassignTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignTutor,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_TUTORS_KEY }),
  });
}
