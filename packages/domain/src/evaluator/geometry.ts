/** The `geometry` question type (issue 26): the answer is a construction, judged against the question's target. */
import { type GeometrySpec, judgeConstruction } from "../geometry/target.ts";
import { buildResult, displayCorrectAnswer } from "./result.ts";
import type { EvaluationResult, PracticeQuestion } from "./types.ts";

export const INVALID_CONSTRUCTION_FEEDBACK = "That construction could not be read — try building it again.";

/** Judges a construction (a JSON string of the model) by the question's target condition. */
export function judgeGeometry(question: PracticeQuestion, answer: string): EvaluationResult {
  const display = displayCorrectAnswer(question);
  const spec = question.geometry as GeometrySpec | undefined;
  if (!spec)
    return buildResult("geometry", "no_target", false, 0, "This question has no target to check.", display);
  const verdict = judgeConstruction(spec, answer);
  if (!verdict.ok)
    return buildResult("geometry", "invalid_state", false, 0, INVALID_CONSTRUCTION_FEEDBACK, display);
  return buildResult(
    "geometry",
    verdict.reason,
    verdict.correct,
    verdict.correct ? 1 : 0,
    verdict.feedback,
    display,
  );
}
