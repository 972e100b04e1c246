import { ERROR_MESSAGES } from "@app/contract/errors";

/** An error meant for the caller: its status and message are sent as they are. */
export class AppError extends Error {
  /** For a 429: how long the caller must really wait, sent as Retry-After. */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, details?: Record<string, string[]>) =>
  new AppError(400, message, details);
export const unauthorized = (message: string = ERROR_MESSAGES.authRequired) => new AppError(401, message);
export const forbidden = (message: string = ERROR_MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = ERROR_MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** A 429 that tells the caller the real remaining wait, in whole seconds (at least 1). */
export function tooManyRequests(message: string = ERROR_MESSAGES.rateLimited, retryAfterMs?: number) {
  const error = new AppError(429, message);
  if (retryAfterMs !== undefined) error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return error;
}

/**
 * A row the code has just written or locked, or an entry it has just put in a map: missing only
 * through a bug, which then answers 500 with what was missing, instead of a non-null assertion.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
