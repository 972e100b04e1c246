/** The dashboard's own cards' query keys (profile, progress and homework are shared). */
export const dashboardKeys = {
  upcomingLessons: (studentId: number | null) =>
    ["student-dashboard", "upcoming-lessons", studentId] as const,
  balance: (studentId: number | null) => ["student-dashboard", "balance", studentId] as const,
};
