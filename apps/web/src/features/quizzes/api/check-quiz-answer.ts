import { quizCheckAnswerResponseSchema } from "@app/contract/quizzes";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";

/** POST /api/quizzes/{id}/check-answer: instant feedback where the quiz allows it ("Failed to check answer: …"). */
export async function checkQuizAnswer(quizId: number, questionId: string, answer: string) {
  try {
    const data = await api.post<unknown>(`/quizzes/${quizId}/check-answer`, {
      question_id: questionId,
      answer,
    });
    return quizCheckAnswerResponseSchema.parse(data);
  } catch (error) {
    throw toFailure("check answer", error);
  }
}

export function useCheckQuizAnswer(quizId: number) {
  return useMutation({
    mutationFn: (input: { questionId: string; answer: string }) =>
      checkQuizAnswer(quizId, input.questionId, input.answer),
  });
}
