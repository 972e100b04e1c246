import { type Quiz, quizResponseSchema } from "@app/contract/quizzes";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { quizKeys } from "./keys";

/** GET /api/quizzes/by-content/{id}: the quiz behind a library item (the library links quiz items by content id). */
export async function getQuizByContent(contentId: number, signal?: AbortSignal): Promise<Quiz> {
  try {
    return quizResponseSchema.parse(await api.get<unknown>(`/quizzes/by-content/${contentId}`, { signal }))
      .quiz;
  } catch (error) {
    throw toFailure("fetch quiz", error);
  }
}

export function quizByContentQueryOptions(contentId: number) {
  return queryOptions({
    queryKey: quizKeys.byContent(contentId),
    queryFn: ({ signal }) => getQuizByContent(contentId, signal),
  });
}
