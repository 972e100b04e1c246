/*
 * The one list of question types (spec 5, issue 22). The evaluator's union, its judges, the
 * curriculum's files and the authoring form all derive from it: a new type is added here, then
 * the compiler asks for its judge (packages/domain/src/evaluator/evaluate.ts).
 */

/** Every type an author may choose and the evaluator judges, in the authoring form's order. */
export const QUESTION_TYPES = [
  "multiple_choice",
  "true_false",
  "numeric",
  "algebraic",
  "solutions",
  "short_answer",
  "geometry",
] as const;

/** A type the evaluator judges. */
export type JudgedQuestionType = (typeof QUESTION_TYPES)[number];

/** Older names stored content may use: `text` is `short_answer` (spec 5). */
export const QUESTION_TYPE_ALIASES = { text: "short_answer" } as const satisfies Record<
  string,
  JudgedQuestionType
>;

/** Every type a stored question (a curriculum file, a material template) may carry. */
export const STORED_QUESTION_TYPES = [
  ...QUESTION_TYPES,
  ...(Object.keys(QUESTION_TYPE_ALIASES) as (keyof typeof QUESTION_TYPE_ALIASES)[]),
] as const;

/** The type field of a stored question. */
export type QuestionType = (typeof STORED_QUESTION_TYPES)[number];
