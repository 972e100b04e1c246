import type { QuestionType } from "./types.ts";

/** The types the evaluator judges once `text` is folded into `short_answer`. */
export type JudgedQuestionType = Exclude<QuestionType, "text">;

const JUDGED_TYPES: ReadonlySet<string> = new Set<JudgedQuestionType>([
  "multiple_choice",
  "true_false",
  "numeric",
  "algebraic",
  "short_answer",
  "solutions",
  "geometry",
]);

/** Spec 5: `text` is `short_answer`, and so is a missing or unknown type (the default). */
export function normalizeQuestionType(type: unknown): JudgedQuestionType {
  if (typeof type !== "string") return "short_answer";
  // Content written by hand says "Multiple-Choice" as often as "multiple_choice".
  const key = type
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return JUDGED_TYPES.has(key) ? (key as JudgedQuestionType) : "short_answer";
}
