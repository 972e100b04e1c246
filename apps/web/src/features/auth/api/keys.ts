/** The auth pages' query keys. */
export const authKeys = {
  verifyEmail: (token: string) => ["auth", "verify-email", token] as const,
};
