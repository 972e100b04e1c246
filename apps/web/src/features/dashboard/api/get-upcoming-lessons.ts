import { type Lesson, upcomingLessonsResponseSchema } from "@app/contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { dashboardKeys } from "./keys";

/** GET /api/student-dashboard/upcoming-lessons (spec 7.2). */
export async function listUpcomingLessons(studentId: number | null, signal?: AbortSignal): Promise<Lesson[]> {
  const data = upcomingLessonsResponseSchema.parse(
    await api.get<unknown>(withStudentId("/student-dashboard/upcoming-lessons", studentId), { signal }),
  );
  return data.upcoming_lessons;
}

export function upcomingLessonsQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: dashboardKeys.upcomingLessons(studentId),
    queryFn: ({ signal }) => listUpcomingLessons(studentId, signal),
    enabled: studentId !== null,
  });
}
