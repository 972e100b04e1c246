/** Every quiz query key starts here; the submission invalidates through these. */
export const quizKeys = {
  all: ["quizzes"] as const,
  list: () => [...quizKeys.all, "list"] as const,
  detail: (quizId: number, includeAnswers: boolean, studentId: number | null) =>
    [...quizKeys.all, "detail", quizId, includeAnswers, studentId] as const,
  attempts: (studentId: number | null) => [...quizKeys.all, "attempts", studentId] as const,
  attemptList: (studentId: number | null, limit: number, quizId: number | null) =>
    [...quizKeys.attempts(studentId), "list", limit, quizId] as const,
  attempt: (attemptId: number) => [...quizKeys.all, "attempt", attemptId] as const,
  byContent: (contentId: number) => [...quizKeys.all, "by-content", contentId] as const,
  stats: (quizId: number) => [...quizKeys.all, "stats", quizId] as const,
};
