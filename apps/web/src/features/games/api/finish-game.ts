import { type FinishAnswerSetResponse, finishAnswerSetResponseSchema } from "@app/contract/learning-answers";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { withStudentId } from "@/lib/student-query";

export type { FinishAnswerSetResponse };

/** POST /api/answer-sets/{id}/finish: the server counts the game's XP once, from its own record. */
export async function finishGame(setId: string, studentId: number | null): Promise<FinishAnswerSetResponse> {
  try {
    const data = await api.post<unknown>(
      withStudentId(`/answer-sets/${encodeURIComponent(setId)}/finish`, studentId),
    );
    return finishAnswerSetResponseSchema.parse(data);
  } catch (error) {
    throw toFailure("finish the game", error);
  }
}

export function useFinishGame(setId: string, studentId: number | null) {
  return useMutation({ mutationFn: () => finishGame(setId, studentId) });
}
