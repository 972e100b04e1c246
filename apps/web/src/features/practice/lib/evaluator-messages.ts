import type { EvaluationResult, PracticeQuestion } from "@app/domain/evaluator/types";

/** What the page sends the evaluator worker. */
export interface EvaluatorRequest {
  id: number;
  question: PracticeQuestion;
  answer: string;
}

/** What the worker answers, matched to its request by id. */
export interface EvaluatorResponse {
  id: number;
  result: EvaluationResult;
}
