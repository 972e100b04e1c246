/** The signed-in user's profile and a student's homework. */
export const studentKeys = {
  profile: () => ["student-dashboard", "profile"] as const,
  homework: (studentId: number | null) => ["student-dashboard", "homework", studentId] as const,
};
