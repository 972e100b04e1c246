import { type ProgressResponse, progressResponseSchema } from "@app/contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/** GET /api/student-dashboard/progress: level, streak, recent gains and the week's XP. */
export async function getProgress(studentId: number | null, signal?: AbortSignal): Promise<ProgressResponse> {
  return progressResponseSchema.parse(
    await api.get<unknown>(withStudentId("/student-dashboard/progress", studentId), { signal }),
  );
}

export function progressQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: ["student-dashboard", "progress", studentId] as const,
    queryFn: ({ signal }) => getProgress(studentId, signal),
    enabled: studentId !== null,
  });
}
