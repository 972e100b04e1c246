import { QUIZ_LIMITS, type QuizAttempt, quizAttemptsResponseSchema } from "@app/contract/quizzes";
import { queryOptions } from "@tanstack/react-query";
import { api, getAuthToken } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { quizKeys } from "./keys";

/**
 * GET /api/students/{id}/quiz-attempts (spec 7.3, 9): completed attempts only, newest first.
 * Without a token or a student the list is empty (spec 8).
 */
export async function getQuizAttempts(
  studentId: number | null,
  limit: number = QUIZ_LIMITS.attemptsDefault,
  quizId: number | null = null,
  signal?: AbortSignal,
): Promise<QuizAttempt[]> {
  if (studentId === null || getAuthToken() === null) return [];
  try {
    const params = new URLSearchParams({ limit: String(limit) });
    if (quizId !== null) params.set("quiz_id", String(quizId));
    const data = quizAttemptsResponseSchema.parse(
      await api.get<unknown>(`/students/${studentId}/quiz-attempts?${params}`, { signal }),
    );
    return data.attempts
      .filter((a) => a.status === "completed")
      .sort((a, b) => (b.completed_at ?? "").localeCompare(a.completed_at ?? ""));
  } catch (error) {
    throw toFailure("fetch quiz attempts", error);
  }
}

/** Recent attempts are fresh for 5 minutes (spec 9). */
export function quizAttemptsQueryOptions(
  studentId: number | null,
  limit: number = QUIZ_LIMITS.attemptsDefault,
  quizId: number | null = null,
) {
  return queryOptions({
    queryKey: quizKeys.attemptList(studentId, limit, quizId),
    queryFn: ({ signal }) => getQuizAttempts(studentId, limit, quizId, signal),
    staleTime: 5 * 60_000,
  });
}
