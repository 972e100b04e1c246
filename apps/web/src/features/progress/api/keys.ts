/** The progress pages' query keys. */
export const progressPageKeys = {
  overview: (studentId: number | null) => ["progress", "overview", studentId] as const,
  module: (moduleId: number, studentId: number | null) =>
    ["progress", "module", moduleId, studentId] as const,
};
