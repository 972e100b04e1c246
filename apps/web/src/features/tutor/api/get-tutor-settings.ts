import { type TutorSettingsResponse, tutorSettingsResponseSchema } from "@app/contract/tutor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { tutorKeys } from "./keys";

/** GET /api/tutor/settings: which engine answers the student, and the parent's outside-model choice. */
export async function getTutorSettings(
  studentId: number | null,
  signal?: AbortSignal,
): Promise<TutorSettingsResponse> {
  return tutorSettingsResponseSchema.parse(
    await api.get<unknown>(withStudentId("/tutor/settings", studentId), { signal }),
  );
}

export function tutorSettingsQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: tutorKeys.settings(studentId),
    queryFn: ({ signal }) => getTutorSettings(studentId, signal),
    staleTime: 0,
    meta: { persist: false },
  });
}

export function useTutorSettings(studentId: number | null) {
  return useQuery(tutorSettingsQueryOptions(studentId));
}
