import { ApiError } from "@/lib/api-client";

/** Learning-path calls fail with spec 8's "HTTP {status}"; no answer at all keeps the client's message. */
export function toPathError(error: unknown): unknown {
  if (error instanceof ApiError && error.kind === "http") {
    return new ApiError(`HTTP ${error.status}`, {
      status: error.status,
      kind: "http",
      details: error.details,
    });
  }
  return error;
}
