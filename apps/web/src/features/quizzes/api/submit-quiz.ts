import {
  type QuizSubmissionRequest,
  type QuizSubmissionResponse,
  quizSubmissionResponseSchema,
} from "@app/contract/quizzes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { quizKeys } from "./keys";

/** POST /api/quiz-submissions (spec 7.3); a failure reads "Failed to submit quiz: {status}" (status only). */
export async function submitQuiz(body: QuizSubmissionRequest): Promise<QuizSubmissionResponse> {
  try {
    return quizSubmissionResponseSchema.parse(await api.post<unknown>("/quiz-submissions", body));
  } catch (error) {
    throw toFailure("submit quiz", error, { isStatusOnly: true });
  }
}

/** Submits once per attempt key; refreshes the student's attempts (the new one is the newest). */
export function useSubmitQuiz(studentId: number | null, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuiz,
    onSettled: () => {
      onChanged?.();
      return queryClient.invalidateQueries({ queryKey: quizKeys.attempts(studentId) });
    },
  });
}
