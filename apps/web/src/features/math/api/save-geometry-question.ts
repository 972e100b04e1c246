import { type AuthoredLesson, type AuthoredQuestion, authoredLessonSchema } from "@app/contract/authoring";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";
import { fetchAuthoredLesson } from "@/shared/content/admin-content-fetchers";
import { mathKeys } from "./keys";

/**
 * Adds (or replaces, by id) a geometry question in a lesson's practice through the content
 * authoring API (PATCH /api/admin/content/lessons/{id}): the server checks its answer and audits it.
 */
export async function saveGeometryQuestion(input: {
  lessonId: number;
  question: AuthoredQuestion;
}): Promise<AuthoredLesson> {
  const lesson = await fetchAuthoredLesson(input.lessonId);
  const others = lesson.practice.filter((q) => q.id !== input.question.id);
  return authoredLessonSchema.parse(
    await apiRequest<unknown>(`/admin/content/lessons/${input.lessonId}`, {
      method: "PATCH",
      body: { practice: [...others, input.question] },
    }),
  );
}

export function useSaveGeometryQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mathKeys.save(),
    mutationFn: saveGeometryQuestion,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: mathKeys.lessons() });
      void queryClient.invalidateQueries({ queryKey: mathKeys.adminContent() });
      void queryClient.invalidateQueries({ queryKey: queryRoots.catalogue });
    },
  });
}
