/** Numbers written any usual way, within the question's tolerance. */
import { evaluateMath, parseMath } from "./expression.ts";
import { MAX_EXPRESSION_LENGTH } from "./limits.ts";
import { type ParsedNumber, parseNumber } from "./number-parse.ts";
import { buildResult, compactText, correctAnswerOf, displayCorrectAnswer } from "./result.ts";
import { quoteForFeedback } from "./text.ts";
import type { EvaluationResult, PracticeQuestion } from "./types.ts";

/** Without a tolerance on the question, answers must agree to this relative precision. */
export const DEFAULT_RELATIVE_TOLERANCE = 1e-9;
/** Within this relative distance (or 10 tolerances) a wrong answer is "close". */
const CLOSE_RELATIVE = 0.01;

interface Reading {
  value: number;
  isPercent: boolean;
  unit: string;
  /** "integer", "fraction"… or "expression" for "√2", "π/2". */
  form: string;
  /** Written as a number (not an exact expression such as √2). */
  isPlainNumber: boolean;
}

/** Judges a numeric answer. */
export function judgeNumeric(question: PracticeQuestion, answer: string): EvaluationResult {
  const display = displayCorrectAnswer(question);
  const expected = readExpected(correctAnswerOf(question));
  if (!expected) {
    // Content whose answer is not a number at all: compare as text rather than fail everyone.
    const isCorrect = compactText(answer) === compactText(correctAnswerOf(question));
    return buildResult(
      "numeric",
      "text",
      isCorrect,
      isCorrect ? 1 : 0,
      isCorrect ? "Correct!" : "Not quite.",
      display,
    );
  }
  if (answer.trim().length > MAX_EXPRESSION_LENGTH) {
    return buildResult("numeric", "too_long", false, 0, "That answer is too long.", display);
  }
  const parsed = parseNumber(answer);
  let given: Reading | undefined = parsed.ok ? fromNumber(parsed.number) : undefined;
  if (!parsed.ok && parsed.reason === "division_by_zero") {
    return buildResult(
      "numeric",
      "division_by_zero",
      false,
      0,
      "Dividing by zero has no value — check your answer.",
      display,
    );
  }
  // An exact answer such as √2 or π/2 may be answered with an exact expression too; a plain
  // number must be answered with a number ("2+3" is not an answer to "what is 2 + 3?").
  if (!given && !expected.isPlainNumber) given = readExpression(answer);
  if (!given && readExpression(answer)) {
    return buildResult(
      "numeric",
      "not_a_number",
      false,
      0,
      "Work that out and give a single number.",
      display,
    );
  }
  if (!given) {
    return buildResult(
      "numeric",
      "unreadable",
      false,
      0,
      "I couldn't read that number — write it like 12, 0.5, 3/4 or 50%.",
      display,
    );
  }
  if (expected.unit !== "" && given.unit !== "" && expected.unit !== given.unit) {
    return buildResult(
      "numeric",
      "unit_mismatch",
      false,
      0,
      `Check the unit — the answer is in ${expected.unit}.`,
      display,
    );
  }

  const tolerance = toleranceOf(question);
  const candidates = inExpectedScale(given, expected, mentionsPercent(question.question));
  if (candidates.some((value) => isWithin(value, expected.value, tolerance))) {
    return buildResult(
      "numeric",
      given.form,
      true,
      1,
      correctFeedback(answer, display, expected, given),
      display,
    );
  }
  if (candidates.some((value) => isClose(value, expected.value, tolerance))) {
    return buildResult("numeric", "close", false, 0, "Close, but not quite.", display);
  }
  return buildResult("numeric", "wrong_value", false, 0, "Not quite — check your working.", display);
}

/** A stored numeric answer: a number, or an exact constant expression such as "√2" or "π/2". */
export function readExpected(text: string): Reading | undefined {
  const parsed = parseNumber(text);
  if (parsed.ok) return fromNumber(parsed.number);
  return readExpression(text);
}

function fromNumber(number: ParsedNumber): Reading {
  return {
    value: number.value,
    isPercent: number.isPercent,
    unit: number.unit,
    form: number.form,
    isPlainNumber: true,
  };
}

function readExpression(text: string): Reading | undefined {
  const parsed = parseMath(text);
  if (!parsed.ok || parsed.math.rhs || parsed.math.variables.length > 0) return undefined;
  const value = evaluateMath(parsed.math.lhs, {});
  if (Number.isNaN(value)) return undefined;
  return { value, isPercent: false, unit: "", form: "expression", isPlainNumber: false };
}

/**
 * The answer's value in the scale the correct answer is written in. "50%" is 0.5; for a correct
 * answer of "50%", both "0.5" and "50" (the sign left off) are right; "50%" for a correct answer
 * of 50 counts when the prompt asks for a percentage.
 */
function inExpectedScale(given: Reading, expected: Reading, isPercentQuestion: boolean): number[] {
  if (expected.isPercent) return given.isPercent ? [given.value] : [given.value * 100, given.value];
  if (given.isPercent) return isPercentQuestion ? [given.value / 100, given.value] : [given.value / 100];
  return [given.value];
}

function mentionsPercent(prompt: unknown): boolean {
  return typeof prompt === "string" && /%|percent|pourcentage|porcentaje|por ciento|pour cent/i.test(prompt);
}

/** The question's absolute tolerance when it sets a usable one. */
export function toleranceOf(question: PracticeQuestion): number | undefined {
  const tolerance: unknown = question.tolerance;
  return typeof tolerance === "number" && Number.isFinite(tolerance) && tolerance >= 0
    ? tolerance
    : undefined;
}

/** Within the question's absolute tolerance, else within a relative 1e-9 (rounding error only). */
export function isWithin(value: number, expected: number, tolerance: number | undefined): boolean {
  const difference = Math.abs(value - expected);
  const scale = Math.max(Math.abs(value), Math.abs(expected));
  if (tolerance !== undefined) return difference <= tolerance + 1e-12 * Math.max(1, scale);
  // Relative only: 1.6e-19 and 3.2e-19 are different charges. Zero has no scale, so rounding noise.
  return difference <= DEFAULT_RELATIVE_TOLERANCE * scale || (expected === 0 && difference <= 1e-12);
}

function isClose(value: number, expected: number, tolerance: number | undefined): boolean {
  const difference = Math.abs(value - expected);
  return (
    difference <= CLOSE_RELATIVE * Math.abs(expected) ||
    (tolerance !== undefined && difference <= 10 * tolerance)
  );
}

function correctFeedback(answer: string, display: string, expected: Reading, given: Reading): string {
  if (expected.unit !== "" && given.unit === "") return `Correct — don't forget the unit (${expected.unit}).`;
  const written = compactText(answer).replace(/\s/g, "");
  if (written === compactText(display).replace(/\s/g, "") || answer.trim().length > 40) return "Correct!";
  // "1,000" for 1000 or "12 cm" for 12 is the same number written the same way.
  const isLayoutOnly = given.form === expected.form && (given.form === "integer" || given.form === "decimal");
  if (isLayoutOnly) return "Correct!";
  return `Correct — ${quoteForFeedback(answer)} is the same as ${display}.`;
}
