/** A student's progress: XP (a gain anywhere invalidates `xp(null)`'s prefix), materials, next step. */
export const progressKeys = {
  xpAll: () => ["student-dashboard", "progress"] as const,
  xp: (studentId: number | null) => ["student-dashboard", "progress", studentId] as const,
  material: (id: number, studentId: number | null) => ["material-progress", studentId, id] as const,
  batch: (studentId: number | null, ids: readonly number[]) =>
    ["material-progress", "batch", studentId, ids] as const,
  nextStep: (studentId: number | null) => ["student-dashboard", "next-step", studentId] as const,
};
