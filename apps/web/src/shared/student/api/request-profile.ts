import { api } from "@/lib/api-client";

/**
 * GET /api/student-dashboard/profile, not yet read (get-profile.ts reads it): light enough for the
 * first page's code, which sends it on a cold lesson load.
 */
export function requestProfile(signal?: AbortSignal): Promise<unknown> {
  return api.get<unknown>("/student-dashboard/profile", { signal });
}
