/**
 * An unordered list of solutions, each compared by value or by algebraic equivalence. A system's
 * solution ("x = 3, y = 6") pairs each value with its variable, so "x = 6, y = 3" is wrong.
 */
import { parseFailureResult } from "./algebraic.ts";
import { compareMath, createSampler, type Sampler } from "./equivalence.ts";
import {
  evaluateMath,
  type ParsedMath,
  type ParseFailure,
  parseMath,
  renameVariables,
} from "./expression.ts";
import { MAX_SOLUTIONS } from "./limits.ts";
import { parseNumber } from "./number-parse.ts";
import { isWithin, toleranceOf } from "./numeric.ts";
import { buildResult, compactText, correctAnswerOf, displayCorrectAnswer } from "./result.ts";
import { foldAccents, normalizeMathText, quoteForFeedback } from "./text.ts";
import type { EvaluationResult, PracticeQuestion } from "./types.ts";

/**
 * `name`: the variable the element was written for ("x = 2"), lower-cased; absent for a bare "2".
 * `samples`: the values of an expression at the list's sample points (see `attachSamples`).
 */
type Solution =
  | { kind: "number"; value: number; text: string; name?: string }
  | {
      kind: "math";
      math: ParsedMath;
      text: string;
      name?: string;
      samples?: Float64Array;
      sampler?: Sampler;
    };

type SolutionList = { ok: true; solutions: Solution[] } | { ok: false; reason: ParseFailure | "too_many" };

/** Lists longer than this (both sides together) have their expressions evaluated once up front. */
const SAMPLE_ONCE_FROM = 6;

const EMPTY_SET =
  /^(?:∅|\{ *\}|none|no (?:real )?solutions?|(?:the )?empty set|aucune solution(?: reelle)?|pas de solutions?|ensemble vide|ninguna solucion|sin solucion|no (?:hay|tiene) solucion(?:es)?|conjunto vacio)$/;

/** Judges a list of solutions: partial credit for each one found, none for a wrong extra. */
export function judgeSolutions(question: PracticeQuestion, answer: string): EvaluationResult {
  const display = displayCorrectAnswer(question);
  const expected = readSolutionList(correctAnswerOf(question));
  if (!expected.ok) {
    const isCorrect = compactText(answer).replace(/\s/g, "") === compactText(display).replace(/\s/g, "");
    return buildResult(
      "solutions",
      "text",
      isCorrect,
      isCorrect ? 1 : 0,
      isCorrect ? "Correct!" : "Not quite.",
      display,
    );
  }
  const given = readSolutionList(answer);
  if (!given.ok) {
    if (given.reason === "too_many") {
      return buildResult(
        "solutions",
        "too_many",
        false,
        0,
        `That's too many answers — list at most ${MAX_SOLUTIONS}.`,
        display,
      );
    }
    return parseFailureResult("solutions", given.reason, display);
  }
  const tolerance = toleranceOf(question);
  const elements = [...expected.solutions, ...given.solutions];
  // Pairwise comparisons grow with the square of the list: past a few elements, evaluate each once.
  if (elements.length > SAMPLE_ONCE_FROM) attachSamples(elements);
  const names = new Set(expected.solutions.map((s) => s.name));
  // "x = 3, y = 6" names two variables: a system, whose values are not interchangeable.
  const isSystem = [...names].filter((name) => name !== undefined).length > 1;
  const wanted = distinct(expected.solutions, tolerance, isSystem);
  const offered = distinct(
    isSystem ? nameInOrder(given.solutions, wanted) : given.solutions,
    tolerance,
    isSystem,
  );

  if (wanted.length === 0 || offered.length === 0) {
    if (wanted.length === offered.length) {
      return buildResult("solutions", "no_solution", true, 1, "Correct — there is no solution.", display);
    }
    return wanted.length === 0
      ? buildResult(
          "solutions",
          "none_expected",
          false,
          0,
          "Not quite — check each value in the equation.",
          display,
        )
      : buildResult(
          "solutions",
          "none_given",
          false,
          0,
          "Not quite — there is at least one solution.",
          display,
        );
  }

  const unmatched = [...offered];
  let found = 0;
  for (const solution of wanted) {
    const index = unmatched.findIndex((candidate) =>
      isSameSolution(solution, candidate, tolerance, isSystem),
    );
    if (index >= 0) {
      found++;
      unmatched.splice(index, 1);
    }
  }
  const total = wanted.length;
  const score = found / Math.max(total, offered.length);
  const plural = (n: number) => `${n} solution${n === 1 ? "" : "s"}`;
  if (found === total && unmatched.length === 0) {
    return buildResult(
      "solutions",
      "all_found",
      true,
      1,
      total === 1 ? "Correct!" : `Correct — you found all ${plural(total)}.`,
      display,
    );
  }
  const subMethod = found === 0 ? "none_found" : unmatched.length > 0 ? "extra_solutions" : "partial";
  let feedback = `You found ${found} of ${plural(total)}.`;
  if (unmatched.length > 0) {
    const listed = unmatched
      .slice(0, 3)
      .map((s) => quoteForFeedback(s.text, 20))
      .join(", ");
    const isOne = unmatched.length === 1;
    feedback = `You found ${found} of ${plural(total)}, but ${listed}${unmatched.length > 3 ? "…" : ""} ${isOne ? "is not a solution" : "are not solutions"}.`;
  }
  return buildResult("solutions", subMethod, false, score, feedback, display);
}

/** "x = 2, x = -3", "-3 or 2", "{2, -3}", "x = 1 ± √2", "no solution" → its elements. */
function readSolutionList(text: string): SolutionList {
  let body = normalizeMathText(text)
    .trim()
    .replace(/[.]$/, "")
    .replace(/^[a-zA-Z] *(?:=|∈) *(?=[{[])/, "")
    .trim();
  if (EMPTY_SET.test(foldAccents(body.toLowerCase()))) return { ok: true, solutions: [] };
  if (/^\{.*\}$|^\[.*\]$|^\([^()]*\)$/.test(body)) body = body.slice(1, -1);
  const parts = body
    .split(/ *[,;] *| +(?:or|and|ou|et|o|y) +(?!=)/i)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (parts.length > MAX_SOLUTIONS) return { ok: false, reason: "too_many" };
  const solutions: Solution[] = [];
  for (const part of parts) {
    for (const element of expandPlusMinus(part)) {
      const solution = readSolution(element);
      if ("reason" in solution) return { ok: false, reason: solution.reason };
      solutions.push(solution);
    }
  }
  return { ok: true, solutions };
}

/** "1 ± √2" is two solutions. */
function expandPlusMinus(part: string): string[] {
  const match = /±|\+\/-|\+-/.exec(part);
  if (!match) return [part];
  const before = part.slice(0, match.index);
  const after = part.slice(match.index + match[0].length);
  return [`${before}+${after}`, `${before}-${after}`];
}

function readSolution(text: string): Solution | { reason: ParseFailure } {
  // "x = 2" and "2 = x" both name the value 2, for x.
  const named = /^([a-zA-Z]) *= *(.+)$/.exec(text) ?? /^(.+?) *= *([a-zA-Z])$/.exec(text);
  let body = text;
  let name: string | undefined;
  if (named) {
    const isLeft = /^[a-zA-Z]$/.test(named[1]!);
    name = (isLeft ? named[1]! : named[2]!).toLowerCase();
    body = (isLeft ? named[2]! : named[1]!).trim();
  }
  const number = parseNumber(body);
  if (number.ok && number.number.unit === "") {
    const value = number.number.isPercent ? number.number.value / 100 : number.number.value;
    return { kind: "number", value, text, name };
  }
  const parsed = parseMath(body);
  if (!parsed.ok) return { reason: parsed.reason };
  if (!parsed.math.rhs && parsed.math.variables.length === 0) {
    const value = evaluateMath(parsed.math.lhs, {});
    if (!Number.isNaN(value)) return { kind: "number", value, text, name };
  }
  // Values are what count in a list of solutions: "2A" is "2a".
  const toLower = (n: string) => n.toLowerCase();
  const math: ParsedMath = {
    lhs: renameVariables(parsed.math.lhs, toLower),
    rhs: parsed.math.rhs && renameVariables(parsed.math.rhs, toLower),
    variables: [...new Set(parsed.math.variables.map(toLower))].sort(),
  };
  return { kind: "math", math, text, name };
}

/**
 * Evaluates every expression of both lists once, over the variables of all of them, so that the
 * many pairwise comparisons of a long list only read numbers. Equations keep `compareMath`.
 */
function attachSamples(solutions: Solution[]): void {
  const expressions = solutions.filter(
    (s): s is Extract<Solution, { kind: "math" }> => s.kind === "math" && s.math.rhs === undefined,
  );
  if (expressions.length === 0) return;
  const variables = [...new Set(expressions.flatMap((s) => s.math.variables))];
  const sampler = createSampler(variables);
  for (const solution of expressions) {
    solution.samples = sampler.sample(solution.math.lhs);
    solution.sampler = sampler;
  }
}

/** "(3, 6)" or "3, 6" for "x = 3, y = 6": bare values take the system's names in order. */
function nameInOrder(given: Solution[], wanted: Solution[]): Solution[] {
  if (given.length !== wanted.length || given.some((s) => s.name !== undefined)) return given;
  return given.map((solution, i) => ({ ...solution, name: wanted[i]!.name }));
}

/**
 * Whether two elements are the same solution. Names must agree when both are written; in a system
 * they must be written (or given by position, see `nameInOrder`).
 */
function isSameSolution(a: Solution, b: Solution, tolerance: number | undefined, isSystem: boolean): boolean {
  if (a.name !== undefined && b.name !== undefined && a.name !== b.name) return false;
  if (isSystem && (a.name === undefined || b.name === undefined)) return false;
  const sampler = a.kind === "math" ? a.sampler : b.kind === "math" ? b.sampler : undefined;
  const samplesA = a.kind === "math" ? a.samples : sampler?.constant(a.value);
  const samplesB = b.kind === "math" ? b.samples : sampler?.constant(b.value);
  if (sampler && samplesA && samplesB) return sampler.compare(samplesA, samplesB) === "equivalent";
  if (a.kind === "number" && b.kind === "number") return isWithin(b.value, a.value, tolerance);
  return compareMath(asMath(a), asMath(b)) === "equivalent";
}

function asMath(solution: Solution): ParsedMath {
  return solution.kind === "math"
    ? solution.math
    : { lhs: { kind: "number", value: solution.value }, variables: [] };
}

/** Each value once: "2, 2, -3" offers two solutions, not three. */
function distinct(solutions: Solution[], tolerance: number | undefined, isSystem: boolean): Solution[] {
  const kept: Solution[] = [];
  for (const solution of solutions) {
    if (!kept.some((k) => isSameSolution(k, solution, tolerance, isSystem))) kept.push(solution);
  }
  return kept;
}
