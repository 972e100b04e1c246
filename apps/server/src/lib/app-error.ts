import { ERROR_MESSAGES } from "@app/contract/errors";

/** An error meant for the caller: its status and message are sent as they are. */
export class AppError extends Error {
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
export const tooManyRequests = (message: string = ERROR_MESSAGES.rateLimited) => new AppError(429, message);
