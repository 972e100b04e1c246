import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/** The attempt as the server recorded and judged it (spec 3 "Question attempt"). */
export interface RecordedAttempt {
  id: number;
  question_id: string;
  answer: string;
  is_correct: boolean;
  score: number;
  hint_used: boolean;
  evaluation_method: string;
  evaluation_sub_method: string;
  correct_answer: string;
  feedback: string;
  explanation: string | null;
  created_at: string;
}

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

export interface QuestionAttemptResponse<Progress = unknown> {
  attempt: RecordedAttempt;
  duplicate: boolean;
  progress: Progress;
}

/** POST /api/material-progress/{id}/question-attempt: the server judges and records the answer. */
export function recordQuestionAttempt<Progress = unknown>(
  materialId: number,
  studentId: number | null,
  input: QuestionAttemptInput,
) {
  return api.post<QuestionAttemptResponse<Progress>>(
    withStudentId(`/material-progress/${materialId}/question-attempt`, studentId),
    input,
  );
}
