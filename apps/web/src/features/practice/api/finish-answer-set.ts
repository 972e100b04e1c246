import type { FinishAnswerSetResponse } from "@app/contract/learning-answers";
import { postFinishAnswerSet } from "@/shared/answer-sets/answer-set-fetchers";

/** What a finished set earned; `counted` answers counted, `repeats` were already right today. */
export type { FinishAnswerSetResponse };

/** POST /api/answer-sets/{id}/finish: closes the set; the server counts its XP once, from its own record. */
export async function finishAnswerSet(input: {
  setId: string;
  studentId: number | null;
}): Promise<FinishAnswerSetResponse> {
  return postFinishAnswerSet(input.setId, input.studentId);
}
