import { describe, expect, it } from "vitest";
import { PARSE_ERROR_FEEDBACK } from "./algebraic.ts";
import { evaluateAnswer } from "./evaluate.ts";
import type { PracticeQuestion } from "./types.ts";

function algebraic(correctAnswer: string): PracticeQuestion {
  return { id: "q1", type: "algebraic", question: "Simplify.", correctAnswer, hint: "" };
}

describe("algebraic: equivalent answers are right", () => {
  it.each([
    ["2x+2", "2(x+1)"],
    ["2x+2", "2 (x + 1)"],
    ["2x+2", "x + x + 2"],
    ["x^2-1", "(x-1)(x+1)"],
    ["x^2-1", "(x+1)(x-1)"],
    ["(x+1)^2", "x^2 + 2x + 1"],
    ["(x+1)^2", "x**2+2*x+1"],
    ["x^2 + 2x + 1", "(x+1)²"],
    ["6xy", "2xy*3"],
    ["6xy", "3y(2x)"],
    ["x/2", "0.5x"],
    ["x/2", "(1/2)x"],
    ["1/x", "x/x^2"],
    ["(x^2-1)/(x-1)", "x+1"],
    ["-x + 3", "3 - x"],
    ["-(x - 3)", "3 - x"],
    ["x^3", "x*x*x"],
    ["2^x * 2^x", "4^x"],
    ["sqrt(x^2)", "|x|"],
    ["abs(x)", "sqrt(x^2)"],
    ["√(4x^2)", "2|x|"],
    ["sin(x)^2 + cos(x)^2", "1"],
    ["sin(2x)", "2sin(x)cos(x)"],
    ["ln(x^2)", "2ln(x)"],
    ["e^(2x)", "exp(x)^2"],
    ["log(100x)", "2 + log(x)"],
    ["pi*r^2", "πr²"],
    ["2X + 2", "2x+2"],
    ["a^2 - b^2", "(a+b)(a-b)"],
    ["4", "2^2"],
    ["1000", "1,000"],
  ])("%s = %s", (correct, answer) => {
    const result = evaluateAnswer(algebraic(correct), answer);
    expect(result).toMatchObject({ is_correct: true, score: 1, evaluation_method: "algebraic" });
    expect(result.evaluation_sub_method).toBe("equivalent_expression");
  });

  it("calls the same spelling exact", () => {
    expect(evaluateAnswer(algebraic("2x + 2"), "2x+2")).toMatchObject({
      is_correct: true,
      evaluation_sub_method: "exact",
      feedback: "Correct!",
    });
    expect(evaluateAnswer(algebraic("2x+2"), "2(x+1)").feedback).toBe("Correct — that's equivalent to 2x+2.");
    expect(evaluateAnswer(algebraic("x^2 + 1"), "x² + 1").evaluation_sub_method).toBe("exact");
    expect(evaluateAnswer(algebraic("2x + 2"), "2X + 2").evaluation_sub_method).toBe("equivalent_expression");
  });
});

describe("algebraic: answers that are not equivalent are wrong", () => {
  it.each([
    ["2x+1", "2x+2"],
    ["x^2", "2x"],
    ["(x+1)^2", "x^2+1"],
    ["x^2-1", "(x-1)^2"],
    ["2(x+1)", "2x+1"],
    ["x/2", "2/x"],
    ["x", "|x|"],
    ["x", "sqrt(x^2)"],
    ["x+y", "x+z"],
    ["2x", "2y"],
    ["xy", "x+y"],
    ["sin(x)", "x"],
    ["sin(2x)", "2sin(x)"],
    ["e^x", "x^e"],
    ["ln(x)", "log(x)"],
    ["x^3", "x^2"],
    ["1/(x+1)", "1/x + 1"],
    ["3 - x", "x - 3"],
    ["4", "5"],
  ])("%s ≠ %s", (correct, answer) => {
    expect(evaluateAnswer(algebraic(correct), answer)).toMatchObject({
      is_correct: false,
      score: 0,
      evaluation_sub_method: "not_equivalent",
      feedback: "Not quite — that isn't equivalent to the answer.",
    });
  });
});

describe("algebraic: equations compared as equations", () => {
  it.each([
    ["y = 2x + 1", "y = 2x + 1", "exact"],
    ["y = 2x + 1", "2x + 1 = y", "equivalent_equation"],
    ["y = 2x + 1", "y - 2x = 1", "equivalent_equation"],
    ["y = 2x + 1", "2y = 4x + 2", "equivalent_equation"],
    ["y = 2x + 1", "-y + 2x + 1 = 0", "equivalent_equation"],
    ["x = 3", "2x = 6", "equivalent_equation"],
    ["x = 3", "3 = x", "equivalent_equation"],
    ["x^2 + y^2 = 25", "25 - x^2 = y^2", "equivalent_equation"],
    ["y = 2x + 1", "2x + 1", "equivalent_expression"],
    ["2x + 1", "y = 2x + 1", "equivalent_expression"],
  ])("%s ⇔ %s", (correct, answer, subMethod) => {
    expect(evaluateAnswer(algebraic(correct), answer)).toMatchObject({
      is_correct: true,
      evaluation_sub_method: subMethod,
    });
  });

  it.each([
    ["y = 2x + 1", "y = 2x - 1", "not_equivalent"],
    ["y = 2x + 1", "y = x + 1", "not_equivalent"],
    ["x = 3", "x^2 = 9", "not_equivalent"],
    ["x = 3", "x = -3", "not_equivalent"],
    ["y = 2x + 1", "0 = 0", "not_equivalent"],
    ["y = 2x + 1", "2x + 2", "not_equivalent"],
    ["y = 2x + 1", "x + 2y", "equation_expected"],
    ["x + 1", "x = 2", "expression_expected"],
  ])("%s ⇎ %s (%s)", (correct, answer, subMethod) => {
    expect(evaluateAnswer(algebraic(correct), answer)).toMatchObject({
      is_correct: false,
      evaluation_sub_method: subMethod,
    });
  });
});

describe("algebraic: unreadable and undefined answers", () => {
  it.each(["(x+1", "x+1)", "2x +", "x2", "2 ** ** 3", "x = = 2", "y ≤ 3", "f'(x)"])(
    "%j cannot be read",
    (answer) => {
      expect(evaluateAnswer(algebraic("2x+2"), answer)).toMatchObject({
        is_correct: false,
        score: 0,
        evaluation_sub_method: "parse_error",
        feedback: PARSE_ERROR_FEEDBACK,
      });
    },
  );

  it.each(["0/0", "x^99999999", "9^9^9^9", "sqrt(-1 - x^2)", "1/(x-x)"])(
    "%j has no value anywhere",
    (answer) => {
      expect(evaluateAnswer(algebraic("x"), answer)).toMatchObject({
        is_correct: false,
        evaluation_sub_method: "cannot_evaluate",
      });
    },
  );

  it("an expression over 500 characters is refused as too long", () => {
    const answer = Array.from({ length: 170 }, () => "x").join("+");
    expect(answer.length).toBeGreaterThan(300);
    expect(evaluateAnswer(algebraic("170x"), answer).is_correct).toBe(true);
    const longer = Array.from({ length: 260 }, () => "x").join("+");
    expect(evaluateAnswer(algebraic("260x"), longer)).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "too_long",
    });
  });
});
