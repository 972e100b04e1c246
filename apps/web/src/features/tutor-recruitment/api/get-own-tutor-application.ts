import { ownTutorApplicationResponseSchema, type TutorApplication } from "@app/contract/tutoring";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { tutorRecruitmentKeys } from "./keys";

/** GET /api/tutor-applications/mine: the caller's application, or null before they apply. */
export async function getOwnTutorApplication(signal?: AbortSignal): Promise<TutorApplication | null> {
  return ownTutorApplicationResponseSchema.parse(
    await api.get<unknown>("/tutor-applications/mine", { signal }),
  ).application;
}

export function ownTutorApplicationQueryOptions() {
  return queryOptions({
    queryKey: tutorRecruitmentKeys.own(),
    queryFn: ({ signal }) => getOwnTutorApplication(signal),
    ...LIVE_DATA,
  });
}

export function useOwnTutorApplication(enabled: boolean) {
  return useQuery({ ...ownTutorApplicationQueryOptions(), enabled });
}
