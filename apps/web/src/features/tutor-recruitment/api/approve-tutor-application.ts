import { tutorApplicationResponseSchema } from "@app/contract/tutoring";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";
import { tutorRecruitmentKeys } from "./keys";

/** POST /api/admin/tutor-applications/{id}/approve: the applicant becomes a tutor. */
export async function approveTutorApplication({ id, message }: { id: number; message: string }) {
  const body = message.trim() ? { message } : {};
  return tutorApplicationResponseSchema.parse(
    await api.post<unknown>(`/admin/tutor-applications/${id}/approve`, body),
  ).application;
}

export function useApproveTutorApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTutorApplication,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tutorRecruitmentKeys.applications() });
      void queryClient.invalidateQueries({ queryKey: queryRoots.admin });
    },
  });
}
