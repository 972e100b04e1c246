/** The test-ecosystem page's own query key. */
export const testEcosystemKeys = {
  upcomingLessons: (studentId: number | null) => ["test-ecosystem", "upcoming-lessons", studentId] as const,
};
