import { ApiError } from "@/lib/api-client";

/**
 * Spec 8's "Failed to {action}: {status} {statusText}", preferring the server's error text. A
 * network failure or a timeout keeps the client's own message.
 */
export function toLibraryError(action: string, error: unknown): unknown {
  if (!(error instanceof ApiError) || error.kind !== "http") return error;
  const detail = error.message.startsWith("HTTP error!") ? String(error.status) : error.message;
  return new Error(`Failed to ${action}: ${detail}`, { cause: error });
}
