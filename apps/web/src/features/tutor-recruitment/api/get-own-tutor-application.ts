import { ownTutorApplicationResponseSchema, type TutorApplication } from "@app/contract/tutoring";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";

export const OWN_APPLICATION_KEY = ["tutor-application", "mine"] as const;

/** GET /api/tutor-applications/mine: the caller's application, or null before they apply. */
export async function getOwnTutorApplication(signal?: AbortSignal): Promise<TutorApplication | null> {
  return ownTutorApplicationResponseSchema.parse(
    await api.get<unknown>("/tutor-applications/mine", { signal }),
  ).application;
}

export function useOwnTutorApplication(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: OWN_APPLICATION_KEY,
      queryFn: ({ signal }) => getOwnTutorApplication(signal),
      ...LIVE_DATA,
    }),
    enabled,
  });
}
