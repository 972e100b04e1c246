import type { AnswerSet } from "@app/contract/learning-answers";
import { queryOptions } from "@tanstack/react-query";
import { postAnswerSet } from "@/shared/answer-sets/answer-set-fetchers";
import { practiceKeys } from "./keys";

export type PracticeSource = "material" | "path";

/** An answer set the server opened: its questions are the server's choice, and so is what it earns. */
export type { AnswerSet };
/** One question of a set; `is_review` marks a due review question mixed into the session. */
export type AnswerSetItem = AnswerSet["items"][number];

export type OpenAnswerSetInput =
  | { kind: "practice"; source: PracticeSource; id: number }
  | { kind: "review"; ahead: boolean };

/** POST /api/answer-sets: a material's or a path's questions (due reviews mixed in), or the due reviews. */
export async function openAnswerSet(input: OpenAnswerSetInput, studentId: number | null): Promise<AnswerSet> {
  return postAnswerSet(input, studentId);
}

/**
 * A session's set, opened once per visit: never refetched behind the student's back, and dropped
 * on leaving, so coming back opens a fresh set.
 */
export function answerSetQueryOptions(input: OpenAnswerSetInput, studentId: number | null) {
  const key = input.kind === "practice" ? [input.source, input.id] : [input.ahead];
  return queryOptions({
    queryKey: practiceKeys.answerSet(studentId, input.kind, ...key),
    queryFn: () => openAnswerSet(input, studentId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
