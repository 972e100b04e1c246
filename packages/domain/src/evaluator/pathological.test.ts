/**
 * Answers meant to hurt: each must come back with a safe result and no exception. Timings are not
 * asserted (that is `npm run bench`); the test run's own timeout catches anything that hangs.
 */
import { describe, expect, it } from "vitest";
import { evaluateAnswer } from "./evaluate.ts";
import type { PracticeQuestion, QuestionType } from "./types.ts";

const TYPES: [QuestionType, string][] = [
  ["multiple_choice", "a"],
  ["true_false", "true"],
  ["numeric", "3/4"],
  ["algebraic", "2x + 2"],
  ["solutions", "x = 2, x = -3"],
  ["short_answer", "bibliothèque"],
];

function questionOf(type: QuestionType, correctAnswer: string): PracticeQuestion {
  return {
    id: "q1",
    type,
    question: "?",
    correctAnswer,
    hint: "",
    options: [
      { id: "a", text: "x + 1" },
      { id: "b", text: "((((" },
    ],
  };
}

const nasty = [
  "(".repeat(10_000),
  `${"(".repeat(10_000)}x${")".repeat(10_000)}`,
  "(".repeat(1999),
  `${"(".repeat(400)}x${")".repeat(400)}`,
  `${"(".repeat(150)}x${")".repeat(150)}`,
  "9^9^9^9",
  "9^9^9^9^9^9^9^9^9^9",
  "x^99999999",
  "2^2^2^2^2^2",
  "10^308 * 10^308",
  "1e308 * 1e308",
  "0/0",
  "1/x",
  "1/(x-x)",
  "sqrt(-1)",
  "ln(0)",
  "-".repeat(1999),
  "√".repeat(1999),
  "x".repeat(499),
  "x".repeat(1999),
  "1,".repeat(999),
  "1 ".repeat(999),
  "1/".repeat(999),
  `${"1".repeat(1000)}e${"9".repeat(500)}`,
  "1,000,".repeat(300),
  "é".repeat(1999),
  "x = ".repeat(400),
  "|".repeat(1999),
  "sin(".repeat(400),
  "±".repeat(1999),
  "a".repeat(100_000),
  "\u0000\uffff\ud800",
  "NaN",
  "Infinity",
  "-Infinity",
  "__proto__",
  "constructor",
];

describe("pathological answers return a safe result for every type", () => {
  for (const [type, correct] of TYPES) {
    it.each(nasty.map((answer) => [answer.slice(0, 24), answer] as const))(
      `${type}: %j…`,
      (_label, answer) => {
        const result = evaluateAnswer(questionOf(type, correct), answer);
        expect(result.is_correct).toBe(false);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThan(1);
        expect(result.feedback.length).toBeGreaterThan(0);
        expect(result.evaluation_method).not.toBe("fallback");
      },
    );
  }

  it("a 100 KB answer is refused without being read", () => {
    const result = evaluateAnswer(questionOf("algebraic", "x"), "x+".repeat(50_000));
    expect(result).toMatchObject({ evaluation_sub_method: "too_long", feedback: "That answer is too long." });
  });

  it("1/x is judged on points where it is defined, never at x = 0", () => {
    expect(evaluateAnswer(questionOf("algebraic", "1/x"), "x^-1").is_correct).toBe(true);
    expect(evaluateAnswer(questionOf("algebraic", "1/x"), "1/(x+1)").is_correct).toBe(false);
    expect(evaluateAnswer(questionOf("algebraic", "x/x"), "1").is_correct).toBe(true);
  });

  it("content that is itself pathological does not break the evaluator", () => {
    for (const [type] of TYPES) {
      for (const correct of ["(".repeat(5000), "9^9^9^9", "0/0", ""]) {
        const result = evaluateAnswer(questionOf(type, correct), "1");
        expect(typeof result.is_correct).toBe("boolean");
        expect(result.evaluation_method).not.toBe("fallback");
      }
    }
  });
});
