import { tutorApplicationResponseSchema } from "@app/contract/tutoring";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { tutorRecruitmentKeys } from "./keys";

/** POST /api/admin/tutor-applications/{id}/decline: with a message the applicant receives. */
export async function declineTutorApplication({ id, message }: { id: number; message: string }) {
  return tutorApplicationResponseSchema.parse(
    await api.post<unknown>(`/admin/tutor-applications/${id}/decline`, { message }),
  ).application;
}

export function useDeclineTutorApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineTutorApplication,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tutorRecruitmentKeys.applications() }),
  });
}
