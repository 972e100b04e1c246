import { type QuizAttempt, quizAttemptResponseSchema } from "@app/contract/quizzes";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { quizKeys } from "./keys";

/** GET /api/quiz-attempts/{id} with its answers (spec 7.3); a failure reads "Failed to fetch quiz attempt: …". */
export async function getQuizAttempt(attemptId: number, signal?: AbortSignal): Promise<QuizAttempt> {
  try {
    const data = await api.get<unknown>(`/quiz-attempts/${attemptId}?include_answers=true`, { signal });
    return quizAttemptResponseSchema.parse(data).attempt;
  } catch (error) {
    throw toFailure("fetch quiz attempt", error);
  }
}

export function quizAttemptQueryOptions(attemptId: number) {
  return queryOptions({
    queryKey: quizKeys.attempt(attemptId),
    queryFn: ({ signal }) => getQuizAttempt(attemptId, signal),
    meta: { persist: false },
  });
}
