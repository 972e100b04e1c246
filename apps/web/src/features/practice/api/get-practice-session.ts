import type { PracticeQuestion } from "@app/domain/evaluator/types";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

export type PracticeSource = "material" | "path";

export interface PracticeItem {
  material_id: number;
  material_title: string;
  question: PracticeQuestion;
  /** A due review question mixed into the session. */
  is_review: boolean;
}

export interface PracticeSession {
  source: PracticeSource;
  id: number;
  title: string;
  items: PracticeItem[];
  review_count: number;
}

/** GET /api/practice/{id}?source=material|path: the session's questions, due reviews mixed in. */
export function getPracticeSession(
  id: number,
  source: PracticeSource,
  studentId: number | null,
  signal?: AbortSignal,
) {
  return api.get<PracticeSession>(withStudentId(`/practice/${id}?source=${source}`, studentId), { signal });
}

/** A session is fixed once started: never refetched behind the student's back. */
export function practiceSessionQueryOptions(id: number, source: PracticeSource, studentId: number | null) {
  return queryOptions({
    queryKey: ["practice-session", studentId, source, id] as const,
    queryFn: ({ signal }) => getPracticeSession(id, source, studentId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
