import { tutorAssignmentResponseSchema } from "@app/contract/tutoring";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";

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
    // Every admin list that shows assignments (tutors, students, clients) is under ["admin"].
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryRoots.admin }),
  });
}
