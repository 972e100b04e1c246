/** Every assignments query key starts here; mutations invalidate through these. */
export const assignmentKeys = {
  all: ["assignments"] as const,
  student: (studentId: number | null) => [...assignmentKeys.all, "student", studentId] as const,
};
