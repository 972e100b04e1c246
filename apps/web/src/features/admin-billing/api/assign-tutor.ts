import { tutorAssignmentResponseSchema } from "@app/contract/tutoring";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { ADMIN_BILLING_KEY } from "./keys";

/** POST /api/admin/tutor-assignments: assigns an approved tutor to a student. */
export async function assignTutor(body: { tutor_id: string; student_id: number }) {
  return tutorAssignmentResponseSchema.parse(await api.post<unknown>("/admin/tutor-assignments", body))
    .assignment;
}

export function useAssignTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTutor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_BILLING_KEY });
      void queryClient.invalidateQueries({ queryKey: ["admin", "tutors"] });
    },
  });
}
