import type { FinishAnswerSetResponse } from "@app/contract/learning-answers";
import { useMutation } from "@tanstack/react-query";
import { toFailure } from "@/lib/api-errors";
import { postFinishAnswerSet } from "@/shared/answer-sets/answer-set-fetchers";

export type { FinishAnswerSetResponse };

/** POST /api/answer-sets/{id}/finish: the server counts the game's XP once, from its own record. */
export async function finishGame(setId: string, studentId: number | null): Promise<FinishAnswerSetResponse> {
  try {
    return await postFinishAnswerSet(setId, studentId);
  } catch (error) {
    throw toFailure("finish the game", error);
  }
}

export function useFinishGame(setId: string, studentId: number | null) {
  return useMutation({ mutationFn: () => finishGame(setId, studentId) });
}
