/** The `geometry` question type (issue 26): the answer is a construction, judged against the question's target. */
import { parseConstruction } from "../geometry/construction.ts";
import { type GeometrySpec, judgeConstruction } from "../geometry/target.ts";
import { normalizeQuestionType } from "./question-type.ts";
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

/**
 * Why an answer to a geometry question cannot be judged at all (not JSON, not a construction, an
 * object built from one that does not exist), or undefined. The server refuses such an attempt
 * with 400 and records nothing; other types' answers are always judgeable.
 */
export function unreadableGeometryAnswer(question: PracticeQuestion, answer: string): string | undefined {
  if (normalizeQuestionType(question.type) !== "geometry") return undefined;
  const parsed = parseConstruction(answer);
  return parsed.ok ? undefined : parsed.error;
}
