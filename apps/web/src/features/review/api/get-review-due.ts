import type { LearnerQuestion } from "@app/contract/learning";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

export interface ReviewItem {
  material_id: number;
  material_title: string;
  subject: string;
  due_at: string;
  reps: number;
  lapses: number;
  question: LearnerQuestion;
}

/** GET /api/review/due: the questions due now (FSRS), and the queue's summary. */
export interface ReviewQueue {
  due: ReviewItem[];
  total_cards: number;
  due_now: number;
  next_due_at: string | null;
  /** True when the items were asked for ahead of their time ("review ahead"). */
  is_ahead?: boolean;
}

export function getReviewQueue(studentId: number | null, isAhead: boolean, signal?: AbortSignal) {
  const path = isAhead ? "/review/due?ahead=1" : "/review/due";
  return api.get<ReviewQueue>(withStudentId(path, studentId), { signal });
}

/** The queue is read once per session; a session in progress is never refetched under the student. */
export function reviewQueueQueryOptions(studentId: number | null, isAhead = false) {
  return queryOptions({
    queryKey: ["review-due", studentId, isAhead] as const,
    queryFn: ({ signal }) => getReviewQueue(studentId, isAhead, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
