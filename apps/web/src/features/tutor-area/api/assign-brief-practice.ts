import { assignmentResponseSchema } from "@app/contract/assignments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { tutorAreaKeys } from "./keys";

/** POST /api/tutor/lessons/{id}/brief/practice: sets a suggested practice as work, in one click. */
export async function assignBriefPractice({
  lessonId,
  templateId,
}: {
  lessonId: number;
  templateId: number;
}) {
  return assignmentResponseSchema.parse(
    await api.post<unknown>(`/tutor/lessons/${lessonId}/brief/practice`, { template_id: templateId }),
  ).assignment;
}

export function useAssignBriefPractice(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignBriefPractice,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tutorAreaKeys.brief(lessonId) });
      void queryClient.invalidateQueries({ queryKey: tutorAreaKeys.all });
    },
  });
}
