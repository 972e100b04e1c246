import { quizQuestionStatsResponseSchema } from "@app/contract/quizzes";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { quizKeys } from "./keys";

/** GET /api/quizzes/{id}/question-stats: the questions the caller's students got wrong most often. */
export async function getQuestionStats(quizId: number, signal?: AbortSignal) {
  try {
    return quizQuestionStatsResponseSchema.parse(
      await api.get<unknown>(`/quizzes/${quizId}/question-stats`, { signal }),
    );
  } catch (error) {
    throw toFailure("fetch question stats", error);
  }
}

export function questionStatsQueryOptions(quizId: number) {
  return queryOptions({
    queryKey: quizKeys.stats(quizId),
    queryFn: ({ signal }) => getQuestionStats(quizId, signal),
    staleTime: 0,
  });
}
