/** A practice session's answer set: one per source (or the review ahead), per student. */
export const practiceKeys = {
  answerSet: (studentId: number | null, kind: string, ...key: readonly (string | number | boolean)[]) =>
    ["answer-set", studentId, kind, ...key] as const,
};
