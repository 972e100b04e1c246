import { describe, expect, it } from "vitest";
import { evaluateAnswer } from "./evaluate.ts";
import type { PracticeQuestion } from "./types.ts";

function solutions(correctAnswer: string, extra: Partial<PracticeQuestion> = {}): PracticeQuestion {
  return { id: "q1", type: "solutions", question: "Solve.", correctAnswer, hint: "", ...extra };
}

const quadratic = solutions("x = 2, x = -3");

describe("solutions: every solution, in any order and any notation", () => {
  it.each([
    "x = 2, x = -3",
    "x=-3, x=2",
    "-3, 2",
    "2, -3",
    "x=-3 or x=2",
    "x = 2 and x = -3",
    "{2, -3}",
    "{-3; 2}",
    "[2, -3]",
    "S = {2, -3}",
    "x ∈ {−3, 2}",
    "x = 2 ou x = -3",
    "x = 2 o x = -3",
    "x = 2 y x = -3",
    "2 = x, -3 = x",
    "4/2, -6/2",
    "2.0, -3.0",
    "2, 2, -3",
    "x = -1/2 ± 5/2",
  ])("%j", (answer) => {
    expect(evaluateAnswer(quadratic, answer)).toMatchObject({
      is_correct: true,
      score: 1,
      evaluation_method: "solutions",
      evaluation_sub_method: "all_found",
      feedback: "Correct — you found all 2 solutions.",
    });
  });

  it("compares exact solutions by value", () => {
    const q = solutions("x = 1 + √2, x = 1 - √2");
    expect(evaluateAnswer(q, "1 ± √2").is_correct).toBe(true);
    expect(evaluateAnswer(q, "x = 1+-sqrt(2)").is_correct).toBe(true);
    expect(evaluateAnswer(q, "1 - sqrt(2), 1 + sqrt(2)").is_correct).toBe(true);
    expect(evaluateAnswer(q, "(2 + √8)/2, (2 - √8)/2").is_correct).toBe(true);
    expect(evaluateAnswer(q, "1 + √3, 1 - √3").is_correct).toBe(false);
  });

  it("compares solutions that are expressions by equivalence", () => {
    const q = solutions("x = 2a, x = -a");
    expect(evaluateAnswer(q, "x = -a or x = a + a").is_correct).toBe(true);
    expect(evaluateAnswer(q, "x = -A, x = 2A").is_correct).toBe(true);
    // Long lists take the evaluate-once path: the same verdicts.
    expect(evaluateAnswer(q, "x = -a, x = 2a, x = a + a, x = 0 - a, x = 3a - a")).toMatchObject({
      is_correct: true,
      score: 1,
    });
    const long = evaluateAnswer(q, "x = -a, x = 2a, x = a + a, x = 3a, x = 1, x = 2b");
    expect(long).toMatchObject({ is_correct: false, evaluation_sub_method: "extra_solutions" });
    expect(long.score).toBeCloseTo(2 / 5, 10);
    expect(evaluateAnswer(q, "x = -a, x = 2b")).toMatchObject({ is_correct: false, score: 0.5 });
    expect(evaluateAnswer(q, "x = -a or x = a")).toMatchObject({ is_correct: false, score: 0.5 });
  });

  it("a single solution", () => {
    const q = solutions("x = 5");
    expect(evaluateAnswer(q, "5")).toMatchObject({ is_correct: true, feedback: "Correct!" });
    expect(evaluateAnswer(q, "x = 10/2").is_correct).toBe(true);
    expect(evaluateAnswer(q, "x = 6")).toMatchObject({
      is_correct: false,
      score: 0,
      evaluation_sub_method: "none_found",
    });
  });

  it("no solution", () => {
    const none = solutions("no solution");
    for (const answer of ["No solution.", "none", "∅", "{}", "aucune solution", "ninguna solución"]) {
      expect(evaluateAnswer(none, answer)).toMatchObject({
        is_correct: true,
        evaluation_sub_method: "no_solution",
      });
    }
    expect(evaluateAnswer(none, "x = 1")).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "none_expected",
    });
    expect(evaluateAnswer(quadratic, "no solution")).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "none_given",
    });
  });
});

describe("solutions: a system's values belong to their variables", () => {
  const system = solutions("x = 3, y = 6");

  it.each(["x = 3, y = 6", "y = 6, x = 3", "x=3 and y=6", "(3, 6)", "3, 6", "X = 3; Y = 6", "6 = y, 3 = x"])(
    "%j is right",
    (answer) => expect(evaluateAnswer(system, answer)).toMatchObject({ is_correct: true, score: 1 }),
  );

  it.each([
    ["x = 6, y = 3", 0],
    ["(6, 3)", 0],
    ["6, 3", 0],
    ["x = 3, y = 5", 0.5],
    ["x = 3", 0.5],
    ["x = 3, z = 6", 0.5],
  ])("%j is wrong (score %d)", (answer, score) => {
    const result = evaluateAnswer(system, answer);
    expect(result.is_correct).toBe(false);
    expect(result.score).toBeCloseTo(score, 10);
  });

  it("in a one-variable list, a value for another variable is not a solution", () => {
    expect(evaluateAnswer(quadratic, "y = 2, y = -3")).toMatchObject({ is_correct: false, score: 0 });
  });
});

describe("solutions: partial credit", () => {
  it.each([
    ["2", 1 / 2, "partial", "You found 1 of 2 solutions."],
    ["x = -3", 1 / 2, "partial", "You found 1 of 2 solutions."],
    ["{2, 2}", 1 / 2, "partial", "You found 1 of 2 solutions."],
    ["2, 3", 1 / 2, "extra_solutions", "You found 1 of 2 solutions, but 3 is not a solution."],
    ["2, -3, 5", 2 / 3, "extra_solutions", "You found 2 of 2 solutions, but 5 is not a solution."],
    ["-2, 3", 0, "none_found", "You found 0 of 2 solutions, but -2, 3 are not solutions."],
    ["7", 0, "none_found", "You found 0 of 2 solutions, but 7 is not a solution."],
  ])("%j scores %d (%s)", (answer, score, subMethod, feedback) => {
    const result = evaluateAnswer(quadratic, answer);
    expect(result.is_correct).toBe(false);
    expect(result.score).toBeCloseTo(score, 10);
    expect(result.evaluation_sub_method).toBe(subMethod);
    expect(result.feedback).toBe(feedback);
  });

  it("three solutions, two found", () => {
    const result = evaluateAnswer(solutions("-1, 0, 1"), "1, -1");
    expect(result).toMatchObject({ is_correct: false, feedback: "You found 2 of 3 solutions." });
    expect(result.score).toBeCloseTo(2 / 3, 10);
  });

  it("uses the question's tolerance for each solution", () => {
    const q = solutions("x = 1.414, x = -1.414", { tolerance: 0.01 });
    expect(evaluateAnswer(q, "±√2").is_correct).toBe(true);
    expect(evaluateAnswer(solutions("x = 1.414, x = -1.414"), "±√2").is_correct).toBe(false);
  });
});

describe("solutions: bad input", () => {
  it("an unreadable element gives the expression message", () => {
    expect(evaluateAnswer(quadratic, "2, (3")).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "parse_error",
    });
  });

  it("refuses more than 20 elements", () => {
    const many = Array.from({ length: 21 }, (_, i) => String(i)).join(", ");
    expect(evaluateAnswer(quadratic, many)).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "too_many",
    });
    const twenty = Array.from({ length: 20 }, (_, i) => String(i - 3)).join(", ");
    expect(evaluateAnswer(quadratic, twenty)).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "extra_solutions",
    });
  });
});
