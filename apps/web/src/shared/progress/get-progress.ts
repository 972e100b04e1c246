import { type ProgressResponse, progressResponseSchema } from "@app/contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { progressKeys } from "./keys";

/** GET /api/student-dashboard/progress: level, streak, recent gains and the week's XP. */
export async function getProgress(studentId: number | null, signal?: AbortSignal): Promise<ProgressResponse> {
  return progressResponseSchema.parse(
    await api.get<unknown>(withStudentId("/student-dashboard/progress", studentId), { signal }),
  );
}

/** The one key of a student's XP progress; a gain anywhere invalidates `progressQueryKey(null)`'s prefix. */

/** The one client of GET /api/student-dashboard/progress: dashboard, achievements and the rewards widget. */
export function progressQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: progressKeys.xp(studentId),
    queryFn: ({ signal }) => getProgress(studentId, signal),
    enabled: studentId !== null,
  });
}
