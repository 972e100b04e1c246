/** The evaluator's time limit in the browser (spec 4.8 and 9: default 900 ms, minimum 200 ms). */
import { buildResult, displayCorrectAnswer } from "./result.ts";
import type { EvaluationResult, PracticeQuestion } from "./types.ts";

export const EVALUATOR_TIMEOUT_MS = { default: 900, minimum: 200 } as const;

/** Spec 4.8's message; the page shows the hint with it and lets the student try again. */
export const TIMEOUT_MESSAGE = "Evaluation timed out. Try again or check your answer format.";

/** The time limit to use: the default when none (or nonsense) is asked for, never below the minimum. */
export function resolveEvaluatorTimeout(requested?: number): number {
  if (requested === undefined || !Number.isFinite(requested) || requested <= 0) {
    return EVALUATOR_TIMEOUT_MS.default;
  }
  return Math.max(EVALUATOR_TIMEOUT_MS.minimum, requested);
}

/** The result shown when the Worker did not answer in time (method "fallback", sub-method "timeout"). */
export function timeoutResult(question: PracticeQuestion): EvaluationResult {
  let correctAnswer = "";
  try {
    correctAnswer = displayCorrectAnswer(question);
  } catch {
    // A malformed question still gets its timeout result.
  }
  return buildResult("fallback", "timeout", false, 0, TIMEOUT_MESSAGE, correctAnswer);
}
