import type { HealthResponse } from "@app/contract/site";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { healthKeys } from "./keys";

/** GET /api/health/ready: the API and its database answer. */
export function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return api.get<HealthResponse>("/health/ready", { signal });
}

export const healthQueryOptions = queryOptions({
  queryKey: healthKeys.health(),
  queryFn: ({ signal }) => getHealth(signal),
  staleTime: 0,
  retry: false,
});
