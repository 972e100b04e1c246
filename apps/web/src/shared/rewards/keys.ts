/** A student's wallet and cash history: a family's cash grant refreshes both. */
export const rewardKeys = {
  wallet: (studentId: number | null) => ["rewards", "wallet", studentId] as const,
  cash: (studentId: number | null) => ["rewards", "cash", studentId] as const,
};
