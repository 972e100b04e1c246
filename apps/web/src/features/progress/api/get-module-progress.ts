import { type ModuleProgress, moduleProgressSchema } from "@app/contract/learning-answers";
import { queryOptions } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { progressPageKeys } from "./keys";

/** GET /api/module-progress/{id} (spec 3 "Module progress"). */
export type { ModuleProgress };

export const FETCH_MODULE_PROGRESS_ERROR = "Failed to fetch module progress";
/** Progress cache for one item (spec 9). */
export const MODULE_PROGRESS_STALE_MS = 30_000;

export async function getModuleProgress(
  moduleId: number,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<ModuleProgress> {
  try {
    const data = await api.get<unknown>(withStudentId(`/module-progress/${moduleId}`, studentId), { signal });
    return moduleProgressSchema.parse(data);
  } catch (error) {
    if (signal?.aborted || !isApiError(error)) throw error;
    throw new Error(FETCH_MODULE_PROGRESS_ERROR, { cause: error });
  }
}

export function moduleProgressQueryOptions(moduleId: number, studentId: number | null) {
  return queryOptions({
    queryKey: progressPageKeys.module(moduleId, studentId),
    queryFn: ({ signal }) => getModuleProgress(moduleId, studentId, signal),
    staleTime: MODULE_PROGRESS_STALE_MS,
    meta: { persist: false },
  });
}
