import { api } from "@/lib/api-client";

export interface FinishAnswerSetResponse {
  awarded: number;
  duplicate: boolean;
  counted: number;
  xp: { awarded: number; levelUps: number[]; streakMilestones: number[] } | null;
}

/** POST /api/answer-sets/finish: XP for a finished practice or review session, each attempt once. */
export function finishAnswerSet(input: {
  sessionId: string;
  attemptIds: number[];
  kind: "practice" | "review";
  studentId: number | null;
}) {
  return api.post<FinishAnswerSetResponse>("/answer-sets/finish", {
    session_id: input.sessionId,
    attempt_ids: input.attemptIds,
    kind: input.kind,
    ...(input.studentId !== null ? { student_id: input.studentId } : {}),
  });
}
