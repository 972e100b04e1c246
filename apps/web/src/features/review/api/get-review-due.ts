import { type ReviewItem, type ReviewQueue, reviewQueueSchema } from "@app/contract/learning-answers";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { reviewKeys } from "./keys";

export type { ReviewItem, ReviewQueue };

/** GET /api/review/due: the questions due now (FSRS), and the queue's summary. */
export async function getReviewQueue(
  studentId: number | null,
  isAhead: boolean,
  signal?: AbortSignal,
): Promise<ReviewQueue> {
  const path = isAhead ? "/review/due?ahead=1" : "/review/due";
  return reviewQueueSchema.parse(await api.get<unknown>(withStudentId(path, studentId), { signal }));
}

/** The queue is read once per session; a session in progress is never refetched under the student. */
export function reviewQueueQueryOptions(studentId: number | null, isAhead = false) {
  return queryOptions({
    queryKey: reviewKeys.due(studentId, isAhead),
    queryFn: ({ signal }) => getReviewQueue(studentId, isAhead, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
