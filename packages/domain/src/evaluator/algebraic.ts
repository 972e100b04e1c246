/** Algebraic answers judged by equivalence, not by spelling. */
import { compareMath } from "./equivalence.ts";
import { type MathParse, type ParseFailure, parseMath } from "./expression.ts";
import { parseNumber } from "./number-parse.ts";
import { buildResult, compactText, correctAnswerOf, displayCorrectAnswer } from "./result.ts";
import { normalizeMathText } from "./text.ts";
import type { EvaluationResult, PracticeQuestion } from "./types.ts";

export const PARSE_ERROR_FEEDBACK = "I couldn't read that expression — check brackets and operators.";
export const TOO_LONG_EXPRESSION_FEEDBACK = "That expression is too long — keep it under 500 characters.";
export const TOO_COMPLEX_EXPRESSION_FEEDBACK =
  "That expression is too complicated to check — simplify it first.";
export const CANNOT_EVALUATE_FEEDBACK =
  "I couldn't work that expression out — check for huge powers or division by zero.";

/** Judges an algebraic answer. */
export function judgeAlgebraic(question: PracticeQuestion, answer: string): EvaluationResult {
  const display = displayCorrectAnswer(question);
  const expected = parseMath(correctAnswerOf(question));
  if (!expected.ok) {
    // Content the parser cannot read: compare as text rather than fail everyone.
    const isCorrect = compactText(answer).replace(/\s/g, "") === compactText(display).replace(/\s/g, "");
    return buildResult(
      "algebraic",
      "text",
      isCorrect,
      isCorrect ? 1 : 0,
      isCorrect ? "Correct!" : "Not quite.",
      display,
    );
  }
  const given = parseAnswer(answer);
  if (!given.ok) return parseFailureResult("algebraic", given.reason, display);

  const verdict = compareMath(expected.math, given.math);
  if (verdict === "equivalent") {
    // Case counts here: "2X + 2" is right, but not the same spelling as "2x + 2".
    const isSameText =
      normalizeMathText(answer).replace(/\s/g, "") === normalizeMathText(display).replace(/\s/g, "");
    const subMethod = isSameText
      ? "exact"
      : given.math.rhs && expected.math.rhs
        ? "equivalent_equation"
        : "equivalent_expression";
    return buildResult(
      "algebraic",
      subMethod,
      true,
      1,
      isSameText ? "Correct!" : `Correct — that's equivalent to ${display}.`,
      display,
    );
  }
  if (verdict === "cannot_evaluate") {
    return buildResult("algebraic", "cannot_evaluate", false, 0, CANNOT_EVALUATE_FEEDBACK, display);
  }
  if (verdict === "shape_mismatch") return shapeMismatchResult(expected.math.rhs !== undefined, display);
  return buildResult(
    "algebraic",
    "not_equivalent",
    false,
    0,
    "Not quite — that isn't equivalent to the answer.",
    display,
  );
}

/** An expression, or a number written with separators ("1,000") that the expression grammar refuses. */
export function parseAnswer(answer: string): MathParse {
  const parsed = parseMath(answer);
  if (parsed.ok || parsed.reason !== "syntax") return parsed;
  const number = parseNumber(answer);
  if (number.ok && number.number.unit === "") {
    const value = number.number.isPercent ? number.number.value / 100 : number.number.value;
    return { ok: true, math: { lhs: { kind: "number", value }, variables: [] } };
  }
  return parsed;
}

/** Feedback for an expression that could not be read. */
export function parseFailureResult(
  method: "algebraic" | "solutions",
  reason: ParseFailure,
  display: string,
): EvaluationResult {
  if (reason === "too_long")
    return buildResult(method, "too_long", false, 0, TOO_LONG_EXPRESSION_FEEDBACK, display);
  if (reason === "too_complex") {
    return buildResult(method, "too_complex", false, 0, TOO_COMPLEX_EXPRESSION_FEEDBACK, display);
  }
  return buildResult(method, "parse_error", false, 0, PARSE_ERROR_FEEDBACK, display);
}

function shapeMismatchResult(isEquationExpected: boolean, display: string): EvaluationResult {
  return isEquationExpected
    ? buildResult(
        "algebraic",
        "equation_expected",
        false,
        0,
        "Not quite — the answer is an equation: write it with =.",
        display,
      )
    : buildResult(
        "algebraic",
        "expression_expected",
        false,
        0,
        "Not quite — the answer is an expression, not an equation.",
        display,
      );
}
