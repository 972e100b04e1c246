import { type TutorStudentDetail, tutorStudentDetailResponseSchema } from "@app/contract/tutoring";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { tutorAreaKeys } from "./keys";

/** GET /api/tutor/students/{id}: profile, progress by subject, lesson history with notes. */
export async function getTutorStudent(id: number, signal?: AbortSignal): Promise<TutorStudentDetail> {
  return tutorStudentDetailResponseSchema.parse(await api.get<unknown>(`/tutor/students/${id}`, { signal }));
}

export function tutorStudentQueryOptions(id: number) {
  return queryOptions({
    queryKey: tutorAreaKeys.student(id),
    queryFn: ({ signal }) => getTutorStudent(id, signal),
    ...LIVE_DATA,
  });
}
