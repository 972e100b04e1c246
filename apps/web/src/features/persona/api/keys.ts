/** The persona's query key. */
export const personaKeys = {
  persona: (studentId: number | null) => ["persona", studentId] as const,
};
