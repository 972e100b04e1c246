import type { RecordedAttempt } from "@app/contract/learning-answers";
import { recordQuestionAttempt } from "@/shared/practice/record-question-attempt";

export type { RecordedAttempt };

/** Records one answer of a game in its set: judged by the server, like every answer (decision 007). */
export async function answerGameItem(input: {
  setId: string;
  studentId: number | null;
  materialId: number;
  questionId: string;
  answer: string;
  seconds: number;
  confidence?: number;
}): Promise<RecordedAttempt> {
  const response = await recordQuestionAttempt(input.materialId, input.studentId, {
    question_id: input.questionId,
    answer: input.answer,
    hint_used: false,
    time_spent_seconds: Math.min(86_400, Math.max(0, input.seconds)),
    idempotency_key: crypto.randomUUID(),
    mode: "practice",
    answer_set_id: input.setId,
  });
  return response.attempt;
}
