/** The material pages' query keys. */
export const materialKeys = {
  template: (id: number) => ["material-template", id] as const,
  completionConfig: (id: number, studentId: number | null) =>
    ["material-completion-config", studentId, id] as const,
};
