import { type Quiz, quizResponseSchema } from "@app/contract/quizzes";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { withStudentId } from "@/lib/student-query";
import { quizKeys } from "./keys";

/** GET /api/quizzes/{id} with include_answers (spec 7.3); a failure reads "Failed to fetch quiz: …". */
export async function getQuiz(
  quizId: number,
  includeAnswers: boolean,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<Quiz> {
  try {
    const path = withStudentId(`/quizzes/${quizId}?include_answers=${includeAnswers}`, studentId);
    return quizResponseSchema.parse(await api.get<unknown>(path, { signal })).quiz;
  } catch (error) {
    throw toFailure("fetch quiz", error);
  }
}

export function quizQueryOptions(quizId: number, includeAnswers: boolean, studentId: number | null) {
  return queryOptions({
    queryKey: quizKeys.detail(quizId, includeAnswers, studentId),
    queryFn: ({ signal }) => getQuiz(quizId, includeAnswers, studentId, signal),
    // The answers must never come from a copy kept on the device.
    meta: { persist: false },
  });
}
