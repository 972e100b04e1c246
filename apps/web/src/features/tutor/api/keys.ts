/** Every tutor query key starts here; mutations invalidate through these. */
export const tutorKeys = {
  all: ["ai-tutor"] as const,
  allSessions: () => [...tutorKeys.all, "sessions"] as const,
  sessions: (studentId: number | null) => [...tutorKeys.all, "sessions", studentId] as const,
  conversation: (sessionId: number) => [...tutorKeys.all, "conversation", sessionId] as const,
  settings: (studentId: number | null) => [...tutorKeys.all, "settings", studentId] as const,
  chamber: (materialId: number, questionId: string) =>
    [...tutorKeys.all, "chamber", materialId, questionId] as const,
};
