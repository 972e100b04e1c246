import {
  type QuestionAttemptResponse,
  questionAttemptResponseSchema,
  type RecordedAttempt,
} from "@app/contract/learning-answers";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/** The attempt as the server recorded and judged it (spec 3 "Question attempt"). */
export type { QuestionAttemptResponse, RecordedAttempt };

export interface QuestionAttemptInput {
  question_id: string;
  answer: string;
  hint_used: boolean;
  time_spent_seconds?: number;
  /** One per check: a retried request is recorded once. */
  idempotency_key: string;
  mode: "practice" | "review";
  /** The server's answer set of a practice or review session; none on a material's own page. */
  answer_set_id?: string;
}

/** POST /api/material-progress/{id}/question-attempt: the server judges and records the answer. */
export async function recordQuestionAttempt(
  materialId: number,
  studentId: number | null,
  input: QuestionAttemptInput,
): Promise<QuestionAttemptResponse> {
  const data = await api.post<unknown>(
    withStudentId(`/material-progress/${materialId}/question-attempt`, studentId),
    input,
  );
  return questionAttemptResponseSchema.parse(data);
}
