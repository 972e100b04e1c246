import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

export interface FinishAnswerSetResponse {
  awarded: number;
  duplicate: boolean;
  /** Answers that counted; `repeats` were questions already answered right today. */
  counted: number;
  repeats: number;
  is_whole_set: boolean;
  xp: { awarded: number; levelUps: number[]; streakMilestones: number[] } | null;
}

/** POST /api/answer-sets/{id}/finish: closes the set; the server counts its XP once, from its own record. */
export function finishAnswerSet(input: { setId: string; studentId: number | null }) {
  return api.post<FinishAnswerSetResponse>(
    withStudentId(`/answer-sets/${encodeURIComponent(input.setId)}/finish`, input.studentId),
  );
}
