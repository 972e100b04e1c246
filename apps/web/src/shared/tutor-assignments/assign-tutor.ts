import { type CreateTutorAssignmentRequest, tutorAssignmentResponseSchema } from "@app/contract/tutoring";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";

/** POST /api/admin/tutor-assignments: assigns an approved tutor to a student. */
export async function assignTutor(body: CreateTutorAssignmentRequest) {
  return tutorAssignmentResponseSchema.parse(await api.post<unknown>("/admin/tutor-assignments", body))
    .assignment;
}

export function useAssignTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTutor,
    // Every admin list that shows assignments (tutors, students, clients) is under ["admin"].
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryRoots.admin }),
  });
}
