import { learningPathDetailSchema } from "@app/contract/learning-answers";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { learningPathKeys } from "./keys";
import { toPathError } from "./learning-path-errors";
import type { LearningPathDetail } from "./types";

/** Learning-path caching (spec 9): a prefetched path stays fresh 5 minutes, the top 3 for 2 minutes. */
export const PATH_PREFETCH_STALE_MS = 5 * 60_000;
export const TOP_PATHS_PREFETCH_STALE_MS = 2 * 60_000;
export const TOP_PATHS_PREFETCHED = 3;
/** On the path's own page, progress is refreshed after 30 s (spec 9's single progress cache). */
export const PATH_PROGRESS_STALE_MS = 30_000;

/** GET /api/learning-paths/{id}?with_progress=1 (compact=1 leaves out the lessons). */
export async function getLearningPath(
  id: number,
  { studentId, isCompact = false }: { studentId: number | null; isCompact?: boolean },
  signal?: AbortSignal,
): Promise<LearningPathDetail> {
  try {
    const query = isCompact ? "with_progress=1&compact=1" : "with_progress=1";
    const data = await api.get<unknown>(withStudentId(`/learning-paths/${id}?${query}`, studentId), {
      signal,
    });
    return learningPathDetailSchema.parse(data);
  } catch (error) {
    throw toPathError(error);
  }
}

export function learningPathQueryOptions(id: number, studentId: number | null) {
  return queryOptions({
    queryKey: learningPathKeys.detail(id, studentId),
    queryFn: ({ signal }) => getLearningPath(id, { studentId }, signal),
    staleTime: PATH_PROGRESS_STALE_MS,
    // The student's progress is never kept over a reload: practice elsewhere must show at once.
    meta: { persist: false },
  });
}

/** Warms a path's page when its link is hovered or focused (spec 2.10), fresh for 5 minutes. */
export function prefetchLearningPath(queryClient: QueryClient, id: number, studentId: number | null) {
  return queryClient.prefetchQuery({
    ...learningPathQueryOptions(id, studentId),
    staleTime: PATH_PREFETCH_STALE_MS,
  });
}

/** Warms the first three paths of a list (spec 9), fresh for 2 minutes. */
export function prefetchTopLearningPaths(
  queryClient: QueryClient,
  ids: readonly number[],
  studentId: number | null,
): Promise<unknown> {
  return Promise.all(
    ids.slice(0, TOP_PATHS_PREFETCHED).map((id) =>
      queryClient.prefetchQuery({
        ...learningPathQueryOptions(id, studentId),
        staleTime: TOP_PATHS_PREFETCH_STALE_MS,
      }),
    ),
  );
}
