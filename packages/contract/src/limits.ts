/** Shared limits: one place for numbers both the server and the forms enforce. */
export const LIMITS = {
  /** Largest JSON body the API accepts, in bytes; larger answers 413. */
  bodyBytes: 1_048_576,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 80,
  usernameMin: 3,
  usernameMax: 32,
  emailMax: 254,
  /** Single-use token lifetimes, in minutes. */
  resetTokenMinutes: 60,
  verifyTokenMinutes: 60 * 24 * 2,
} as const;

/** The shared API client's timeout (spec 7, 9). */
export const API_TIMEOUT_MS = 10_000;
