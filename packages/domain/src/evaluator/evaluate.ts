/**
 * The answer evaluator (spec 3 "Question attempt", 4.8, 5; issue 4 "Answer evaluation"). Pure and
 * synchronous: the web app runs it in a Worker under the timeout of `timeout.ts`, and the server,
 * which records attempts, runs it as the authority. It never throws and every input is bounded.
 *
 * Rules decided here, where the spec and the issue leave a choice:
 * - Empty and too-long answers keep the question's method, with sub-method "empty" / "too_long";
 *   an unknown type is judged as a short answer with method "short_answer" (spec 5's default).
 * - Numbers: "1,000" is one thousand, "1,5" and "0,500" European decimals, "1.000" is one;
 *   "1-1/2" is a mixed number. A unit is optional when the correct answer has one, ignored when it
 *   has none, and a different unit is wrong (no conversions). A plain-number answer must be answered
 *   with a number ("2+3" is "work it out"); an exact one (√2, π/2) with an equal expression too.
 *   "50%" equals 0.5; for a correct "50%", "0.5" and "50" are right; "50%" for 50 only when the
 *   prompt asks for a percentage. Within 1% but outside the tolerance is "close".
 * - Algebra: "1/2x" is (1/2)·x; "x2" is refused, not read as x·2; a letter's case is forgiven when
 *   that is the only difference; "y = 2x + 1" and "2x + 1" answer each other.
 * - Solutions: commas always separate (no decimal commas in lists); the score is found ÷ the larger
 *   of expected and offered, so a wrong extra costs; a system ("x = 3, y = 6") keeps names.
 * - Short answers: accent slips are right with 0.8 and a typo in a word of 6+ letters (or a missing
 *   hyphen) right with 0.9, whatever the question's language; a wrong answer's feedback shows the
 *   answer. Other types' wrong-answer feedback does not, so a retry after the hint still counts.
 */
import { judgeAlgebraic } from "./algebraic.ts";
import { judgeGeometry } from "./geometry.ts";
import { MAX_ACCEPTABLE_ANSWERS, MAX_ANSWER_LENGTH } from "./limits.ts";
import { judgeMultipleChoice } from "./multiple-choice.ts";
import { judgeNumeric } from "./numeric.ts";
import { type JudgedQuestionType, normalizeQuestionType } from "./question-type.ts";
import { buildResult, displayCorrectAnswer } from "./result.ts";
import { judgeShortAnswer } from "./short-answer.ts";
import { judgeSolutions } from "./solutions.ts";
import { judgeTrueFalse } from "./true-false.ts";
import type { EvaluationMethod, EvaluationResult, PracticeQuestion } from "./types.ts";

export { type JudgedQuestionType, normalizeQuestionType } from "./question-type.ts";

export const EMPTY_ANSWER_FEEDBACK = "Type an answer first.";
export const TOO_LONG_ANSWER_FEEDBACK = "That answer is too long.";

const JUDGES: Record<JudgedQuestionType, (question: PracticeQuestion, answer: string) => EvaluationResult> = {
  multiple_choice: judgeMultipleChoice,
  true_false: judgeTrueFalse,
  numeric: judgeNumeric,
  algebraic: judgeAlgebraic,
  solutions: judgeSolutions,
  short_answer: judgeShortAnswer,
  geometry: judgeGeometry,
};

/** Types whose `acceptableAnswers` are tried one by one as further correct answers. */
const TRIES_ALTERNATIVES = new Set<JudgedQuestionType>(["numeric", "algebraic", "solutions"]);

/** Judges a student's answer to a practice question the way a good teacher would. */
export function evaluateAnswer(question: PracticeQuestion, answer: string): EvaluationResult {
  const type = normalizeQuestionType(question?.type);
  const method: EvaluationMethod = type;
  try {
    const text: unknown = answer;
    // Checked before anything reads the text, so a 100 KB answer costs nothing.
    if (typeof text === "string" && text.length > MAX_ANSWER_LENGTH) {
      return buildResult(
        method,
        "too_long",
        false,
        0,
        TOO_LONG_ANSWER_FEEDBACK,
        displayCorrectAnswer(question),
      );
    }
    if (typeof text !== "string" || text.trim() === "") {
      return buildResult(method, "empty", false, 0, EMPTY_ANSWER_FEEDBACK, displayCorrectAnswer(question));
    }
    const judge = JUDGES[type];
    const result = judge(question, text);
    if (result.is_correct || !TRIES_ALTERNATIVES.has(type)) return result;
    return judgeAlternatives(question, text, judge) ?? result;
  } catch {
    // Nothing above should throw; if content is malformed in a way no rule foresaw, the student
    // still gets an answer and the attempt is not recorded as correct.
    return buildResult(
      "fallback",
      "error",
      false,
      0,
      "Something went wrong checking that answer — try again.",
      safeDisplay(question),
    );
  }
}

/** The first acceptable answer this answer matches, reported with the main correct answer. */
function judgeAlternatives(
  question: PracticeQuestion,
  answer: string,
  judge: (question: PracticeQuestion, answer: string) => EvaluationResult,
): EvaluationResult | undefined {
  const alternatives = Array.isArray(question.acceptableAnswers) ? question.acceptableAnswers : [];
  for (const alternative of alternatives.slice(0, MAX_ACCEPTABLE_ANSWERS)) {
    if (typeof alternative !== "string" || alternative.trim() === "") continue;
    const result = judge({ ...question, correctAnswer: alternative }, answer);
    if (result.is_correct) return { ...result, correct_answer: displayCorrectAnswer(question) };
  }
  return undefined;
}

function safeDisplay(question: PracticeQuestion): string {
  try {
    return displayCorrectAnswer(question);
  } catch {
    return "";
  }
}
