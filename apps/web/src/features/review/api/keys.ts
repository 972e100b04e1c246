/** The review queue's query keys. */
export const reviewKeys = {
  due: (studentId: number | null, isAhead: boolean) => ["review-due", studentId, isAhead] as const,
};
