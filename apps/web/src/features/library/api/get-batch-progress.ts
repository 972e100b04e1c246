import { batchProgressResponseSchema, type MaterialProgress } from "@app/contract/learning-answers";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import {
  FETCH_PROGRESS_ERROR,
  getMaterialProgress,
  SINGLE_PROGRESS_STALE_MS,
} from "@/shared/progress/get-material-progress";
import { progressKeys } from "@/shared/progress/keys";

/** A material's progress (spec 3 "Material progress"). */
export type { MaterialProgress };

/** Progress keyed by material id; null for a material the server does not know. */
export type ProgressById = Record<string, MaterialProgress | null>;

/** Progress cache (spec 9): 2 minutes for a batch (30 s for one material, in the shared client). */
export const BATCH_PROGRESS_STALE_MS = 2 * 60_000;
export { FETCH_PROGRESS_ERROR, getMaterialProgress, SINGLE_PROGRESS_STALE_MS };

export const FETCH_BATCH_PROGRESS_ERROR = "Failed to fetch batch progress";

/**
 * POST /api/material-progress/batch (spec 7.5): progress keyed by id. If the batch call fails, it
 * falls back to one call per id, where a 404 becomes null; if that fails too, the error is spec 8's
 * "Failed to fetch batch progress".
 */
export async function getBatchProgress(
  materialIds: readonly number[],
  studentId: number | null,
  signal?: AbortSignal,
): Promise<ProgressById> {
  const ids = [...new Set(materialIds)];
  if (ids.length === 0) return {};
  try {
    const body = studentId === null ? { material_ids: ids } : { material_ids: ids, student_id: studentId };
    const answer = await api.post<unknown>("/material-progress/batch", body, { signal });
    return batchProgressResponseSchema.parse(answer).data;
  } catch (batchError) {
    if (signal?.aborted) throw batchError;
    console.warn(`${FETCH_BATCH_PROGRESS_ERROR}; asking for each material instead.`, batchError);
    try {
      const entries = await Promise.all(
        ids.map(async (id) => [String(id), await getMaterialProgress(id, studentId, signal)] as const),
      );
      return Object.fromEntries(entries);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new Error(FETCH_BATCH_PROGRESS_ERROR, { cause: error });
    }
  }
}

export function batchProgressQueryOptions(materialIds: readonly number[], studentId: number | null) {
  const ids = [...new Set(materialIds)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: progressKeys.batch(studentId, ids),
    queryFn: ({ signal }) => getBatchProgress(ids, studentId, signal),
    staleTime: BATCH_PROGRESS_STALE_MS,
    enabled: ids.length > 0,
    // Progress is never kept over a reload: practice elsewhere must show at once.
    meta: { persist: false },
  });
}
