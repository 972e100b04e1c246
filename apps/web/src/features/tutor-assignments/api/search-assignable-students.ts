import { assignableStudentsResponseSchema } from "@app/contract/tutoring";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { tutorAssignmentKeys } from "./keys";

/** GET /api/admin/tutor-assignments/students: students to assign, by name. */
export async function searchAssignableStudents(search: string, signal?: AbortSignal) {
  const query = search ? `?search=${encodeURIComponent(search)}` : "";
  return assignableStudentsResponseSchema.parse(
    await api.get<unknown>(`/admin/tutor-assignments/students${query}`, { signal }),
  ).students;
}

export function assignableStudentsQueryOptions(search: string) {
  return queryOptions({
    queryKey: tutorAssignmentKeys.assignableStudents(search),
    queryFn: ({ signal }) => searchAssignableStudents(search, signal),
    ...LIVE_DATA,
  });
}
