import { type MaterialProgress, materialProgressSchema } from "@app/contract/learning-answers";
import { queryOptions } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { progressKeys } from "./keys";

/** Spec 8's message for this call. */
export const FETCH_PROGRESS_ERROR = "Failed to fetch progress";
/** Progress cache (spec 9): 30 s for one material. */
export const SINGLE_PROGRESS_STALE_MS = 30_000;

/**
 * The one client of GET /api/material-progress/{id} (the material page, and the library's
 * fallback when a batch fails). A 404 (no such material) is null.
 */
export async function getMaterialProgress(
  id: number,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<MaterialProgress | null> {
  try {
    const data = await api.get<unknown>(withStudentId(`/material-progress/${id}`, studentId), { signal });
    return materialProgressSchema.parse(data);
  } catch (error) {
    if (isApiError(error, 404)) return null;
    if (signal?.aborted || !isApiError(error)) throw error;
    throw new Error(FETCH_PROGRESS_ERROR, { cause: error });
  }
}

/** Progress stays fresh 30 s (spec 9 "Progress cache: 30 s single"); answers update it in place. */
export function materialProgressQueryOptions(id: number, studentId: number | null) {
  return queryOptions({
    queryKey: progressKeys.material(id, studentId),
    queryFn: ({ signal }) => getMaterialProgress(id, studentId, signal),
    staleTime: SINGLE_PROGRESS_STALE_MS,
  });
}
