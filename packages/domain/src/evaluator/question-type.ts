import { type JudgedQuestionType, QUESTION_TYPE_ALIASES, QUESTION_TYPES } from "@app/contract/question-types";

/** The types the evaluator judges once `text` is folded into `short_answer` (the contract's one list). */
export type { JudgedQuestionType } from "@app/contract/question-types";

const JUDGED_TYPES: ReadonlySet<string> = new Set<JudgedQuestionType>(QUESTION_TYPES);
const ALIASES: Readonly<Record<string, JudgedQuestionType>> = QUESTION_TYPE_ALIASES;

/** Spec 5: `text` is `short_answer`, and so is a missing or unknown type (the default). */
export function normalizeQuestionType(type: unknown): JudgedQuestionType {
  if (typeof type !== "string") return "short_answer";
  // Content written by hand says "Multiple-Choice" as often as "multiple_choice".
  const key = type
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if (JUDGED_TYPES.has(key)) return key as JudgedQuestionType;
  return Object.hasOwn(ALIASES, key) ? (ALIASES[key] as JudgedQuestionType) : "short_answer";
}
