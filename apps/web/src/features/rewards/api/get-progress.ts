import type { ProgressResponse } from "@app/contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/** GET /api/student-dashboard/progress: level, streak and recent XP, derived from the ledger. */
export function getProgress(studentId: number | null, signal?: AbortSignal): Promise<ProgressResponse> {
  return api.get(withStudentId("/student-dashboard/progress", studentId), { signal });
}

export function xpProgressQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: ["rewards", "progress", studentId] as const,
    queryFn: ({ signal }) => getProgress(studentId, signal),
    staleTime: 0,
  });
}
