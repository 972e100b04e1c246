import type { LearnerQuestion } from "@app/contract/learning";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type PracticeSource = "material" | "path";

export interface AnswerSetItem {
  material_id: number;
  material_title: string;
  /** The question without its answer: the server judges (issue 7.9). */
  question: LearnerQuestion;
  /** A due review question mixed into the session. */
  is_review: boolean;
}

/** An answer set the server opened: its questions are the server's choice, and so is what it earns. */
export interface AnswerSet {
  set_id: string;
  kind: "practice" | "review";
  title: string;
  items: AnswerSetItem[];
  review_count: number;
}

export type OpenAnswerSetInput =
  | { kind: "practice"; source: PracticeSource; id: number }
  | { kind: "review"; ahead: boolean };

/** POST /api/answer-sets: a material's or a path's questions (due reviews mixed in), or the due reviews. */
export function openAnswerSet(input: OpenAnswerSetInput, studentId: number | null) {
  return api.post<AnswerSet>("/answer-sets", {
    ...input,
    ...(studentId !== null ? { student_id: studentId } : {}),
  });
}

/**
 * A session's set, opened once per visit: never refetched behind the student's back, and dropped
 * on leaving, so coming back opens a fresh set.
 */
export function answerSetQueryOptions(input: OpenAnswerSetInput, studentId: number | null) {
  const key = input.kind === "practice" ? [input.source, input.id] : [input.ahead];
  return queryOptions({
    queryKey: ["answer-set", studentId, input.kind, ...key] as const,
    queryFn: () => openAnswerSet(input, studentId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
