/** Learning paths' query keys; an admin's change refreshes `all`. */
export const learningPathKeys = {
  all: ["learning-paths"] as const,
  list: (params: string, studentId: number | null) => ["learning-paths", "list", params, studentId] as const,
  detail: (id: number, studentId: number | null) => ["learning-paths", "detail", id, studentId] as const,
};
