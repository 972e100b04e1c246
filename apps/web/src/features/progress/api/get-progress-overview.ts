import { type ProgressOverview, progressOverviewSchema } from "@app/contract/learning-answers";
import { queryOptions } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { progressPageKeys } from "./keys";

export type {
  DayActivity,
  ModuleProgressGroup,
  ProgressGroup,
  ProgressOverview,
  ProgressTotals,
} from "@app/contract/learning-answers";

export const FETCH_OVERVIEW_ERROR = "Failed to fetch progress";

export async function getProgressOverview(
  studentId: number | null,
  signal?: AbortSignal,
): Promise<ProgressOverview> {
  try {
    return progressOverviewSchema.parse(
      await api.get<unknown>(withStudentId("/progress/overview", studentId), { signal }),
    );
  } catch (error) {
    if (signal?.aborted || !isApiError(error)) throw error;
    throw new Error(FETCH_OVERVIEW_ERROR, { cause: error });
  }
}

export function progressOverviewQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: progressPageKeys.overview(studentId),
    queryFn: ({ signal }) => getProgressOverview(studentId, signal),
    // Progress moves with every answer: refreshed after 30 s (spec 9's progress cache).
    staleTime: 30_000,
    // A reload always asks the server: practice elsewhere must show at once.
    meta: { persist: false },
  });
}
