import { queryOptions } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/** A material's progress (spec 3 "Material progress"), the fields the library shows. */
export interface MaterialProgress {
  material_id: number;
  accuracy_pct: number;
  unique_question_accuracy: number;
  total_questions_answered: number;
  mastery_status: string | null;
  is_completed: boolean;
  last_attempt_at: string | null;
}

/** Progress keyed by material id; null for a material the server does not know. */
export type ProgressById = Record<string, MaterialProgress | null>;

/** Progress cache (spec 9): 30 s for one material, 2 minutes for a batch. */
export const SINGLE_PROGRESS_STALE_MS = 30_000;
export const BATCH_PROGRESS_STALE_MS = 2 * 60_000;

export const FETCH_PROGRESS_ERROR = "Failed to fetch progress";
export const FETCH_BATCH_PROGRESS_ERROR = "Failed to fetch batch progress";

/** GET /api/material-progress/{id}; a 404 (no such material) is null. */
export async function getMaterialProgress(
  materialId: number,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<MaterialProgress | null> {
  try {
    return await api.get<MaterialProgress>(withStudentId(`/material-progress/${materialId}`, studentId), {
      signal,
    });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    if (signal?.aborted) throw error;
    throw new Error(FETCH_PROGRESS_ERROR, { cause: error });
  }
}

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
    const { data } = await api.post<{ data: ProgressById }>("/material-progress/batch", body, { signal });
    return data;
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
    queryKey: ["material-progress", "batch", studentId, ids] as const,
    queryFn: ({ signal }) => getBatchProgress(ids, studentId, signal),
    staleTime: BATCH_PROGRESS_STALE_MS,
    enabled: ids.length > 0,
    // Progress is never kept over a reload: practice elsewhere must show at once.
    meta: { persist: false },
  });
}
