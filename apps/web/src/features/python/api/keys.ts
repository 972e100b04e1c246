/** Every Python course query key starts here; a check that passes refreshes the course and its week. */
export const pythonKeys = {
  all: ["python"] as const,
  course: (studentId: number | null) => [...pythonKeys.all, "course", studentId] as const,
  week: (studentId: number | null, week: number) => [...pythonKeys.all, "week", studentId, week] as const,
  files: (studentId: number | null) => [...pythonKeys.all, "files", studentId] as const,
  work: (studentId: number) => [...pythonKeys.all, "work", studentId] as const,
};
