import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { persistQueryCache } from "./query-persistence";

const MINUTE = 60_000;

/** Client errors (4xx) will not change on a retry; network trouble and 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The app's one query cache, with the spec's general behaviour (spec 9). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * MINUTE,
      gcTime: 5 * MINUTE,
      refetchOnWindowFocus: false,
      retry: shouldRetry,
    },
    mutations: { retry: false },
  },
});

// The cache outlives a reload for up to 10 minutes (spec 7.7, 9). This module loads only with the
// query layout, so the landing page never pays for it.
if (typeof window !== "undefined") persistQueryCache(queryClient);
