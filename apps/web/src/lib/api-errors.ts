import { ApiError } from "./api-client";

/**
 * Spec 8's failure texts: "Failed to {action}: {detail}". The detail is the server's error text
 * when it sent one, else the status; `isStatusOnly` keeps to the status (the assignment calls and
 * the quiz submission). A network failure or a timeout keeps the client's own message.
 */
export function toFailure(action: string, error: unknown, options: { isStatusOnly?: boolean } = {}): unknown {
  if (!(error instanceof ApiError) || error.kind !== "http") return error;
  const hasServerText = !error.message.startsWith("HTTP error!");
  const detail = options.isStatusOnly || !hasServerText ? String(error.status) : error.message;
  return new FailureError(`Failed to ${action}: ${detail}`, error);
}

/** A failed call in spec 8's words; `serverMessage` is what the server said, for forms to show. */
export class FailureError extends Error {
  readonly status: number;
  readonly serverMessage: string;
  readonly details: Record<string, string[]>;

  constructor(message: string, cause: ApiError) {
    super(message, { cause });
    this.name = "FailureError";
    this.status = cause.status;
    this.serverMessage = cause.message;
    this.details = cause.details;
  }
}

/** What to show a person: the server's own words when it gave any, else the failure text. */
export function describeFailure(error: unknown): string {
  if (error instanceof FailureError && !error.serverMessage.startsWith("HTTP error!"))
    return `${error.message} (${error.serverMessage})`;
  return error instanceof Error ? error.message : String(error);
}
