import { type TutorApplication, tutorApplicationsResponseSchema } from "@app/contract/tutoring";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { tutorRecruitmentKeys } from "./keys";

export type ApplicationStatus = TutorApplication["status"];

/** GET /api/admin/tutor-applications: applications of a status, oldest first. */
export async function listTutorApplications(status: ApplicationStatus, signal?: AbortSignal) {
  return tutorApplicationsResponseSchema.parse(
    await api.get<unknown>(`/admin/tutor-applications?status=${status}`, { signal }),
  ).applications;
}

export function tutorApplicationsQueryOptions(status: ApplicationStatus) {
  return queryOptions({
    queryKey: tutorRecruitmentKeys.list(status),
    queryFn: ({ signal }) => listTutorApplications(status, signal),
    ...LIVE_DATA,
  });
}
