import { type TutorStudentSummary, tutorStudentsResponseSchema } from "@app/contract/tutoring";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { tutorAreaKeys } from "./keys";

/** GET /api/tutor/students: the tutor's assigned students at a glance. */
export async function listTutorStudents(signal?: AbortSignal): Promise<TutorStudentSummary[]> {
  return tutorStudentsResponseSchema.parse(await api.get<unknown>("/tutor/students", { signal })).students;
}

export function tutorStudentsQueryOptions() {
  return queryOptions({
    queryKey: tutorAreaKeys.students(),
    queryFn: ({ signal }) => listTutorStudents(signal),
    ...LIVE_DATA,
  });
}
