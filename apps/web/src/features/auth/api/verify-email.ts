import type { MessageResponse } from "@app/contract/errors";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { authKeys } from "./keys";

/** POST /api/auth/verify-email with the token from the e-mailed link. */
export function verifyEmail(token: string): Promise<MessageResponse> {
  return api.post<MessageResponse>("/auth/verify-email", { token });
}

/**
 * Verification runs once when the page opens. It is a query so that a second mount (React's
 * strict mode, a re-render) reuses the answer instead of spending the single-use token twice.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
