import type { GeometrySpec } from "../geometry/target.ts";

/** Question and result shapes shared by the answer evaluator, the content seed and the API (spec 3, 4.8, 5). */

import type { JudgedQuestionType, QuestionType } from "@app/contract/question-types";

/** The question types the evaluator judges; `text` is an alias of `short_answer` (spec 5). */
export type { QuestionType } from "@app/contract/question-types";

/** A choice of a multiple-choice question: an id ("a", "b", …) and its text. */
export interface QuestionOption {
  id: string;
  text: string;
}

/** A practice question as stored in a material template. */
export interface PracticeQuestion {
  /** Unique within its material, e.g. "q1". */
  id: string;
  type: QuestionType;
  /** The prompt; Markdown with math ($...$). */
  question: string;
  /** Multiple choice only. */
  options?: QuestionOption[];
  /**
   * The correct answer: an option id for multiple choice; "true"/"false" for true/false; a number
   * written any usual way for numeric; an expression in x (or other letters) for algebraic; for
   * `solutions`, the solutions separated by commas (order does not matter), e.g. "x = 2, x = -3";
   * the expected text for short answers.
   */
  correctAnswer: string;
  /** Other answers accepted as fully correct (short answers, e.g. "l'école" and "l’école"). */
  acceptableAnswers?: string[];
  /** Numeric tolerance, absolute (default: 1e-9 relative). */
  tolerance?: number;
  /** For short answers in a language: "fr", "es", "en"…; enables accent feedback. */
  language?: string;
  /**
   * Spelling is what the question tests (e.g. "mangeons"): no typo is forgiven. In a language
   * answer a slip in a word's last two letters is never a typo anyway: the ending is the grammar.
   */
  strictSpelling?: boolean;
  /** Geometry only: the starting board and the target condition (issue 26). */
  geometry?: GeometrySpec;
  hint: string;
  /** Shown after answering: why the answer is what it is. */
  explanation?: string;
}

/** How an answer was judged. */
export type EvaluationMethod = JudgedQuestionType | "fallback";

/** The evaluator's verdict (spec 3 "Question attempt"). */
export interface EvaluationResult {
  is_correct: boolean;
  /** 0 to 1; partial credit below 1 (e.g. a missing accent). */
  score: number;
  evaluation_method: EvaluationMethod;
  /** Which rule decided, e.g. "option_id", "option_text", "fraction", "equivalent_expression", "accent_missing", "one_typo", "exact". */
  evaluation_sub_method: string;
  feedback: string;
  correct_answer: string;
}
