import { type TutorSessionsResponse, tutorSessionsResponseSchema } from "@app/contract/tutor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { tutorKeys } from "./keys";

/** GET /api/tutor/sessions: a student's conversations with the tutor (a parent reads their child's). */
export async function getTutorSessions(
  studentId: number | null,
  signal?: AbortSignal,
): Promise<TutorSessionsResponse> {
  return tutorSessionsResponseSchema.parse(
    await api.get<unknown>(withStudentId("/tutor/sessions", studentId), { signal }),
  );
}

export function tutorSessionsQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: tutorKeys.sessions(studentId),
    queryFn: ({ signal }) => getTutorSessions(studentId, signal),
    staleTime: 0,
    meta: { persist: false },
  });
}

export function useTutorSessions(studentId: number | null) {
  return useQuery(tutorSessionsQueryOptions(studentId));
}
