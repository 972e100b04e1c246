import { describe, expect, it } from "vitest";
import { evaluateAnswer } from "./evaluate.ts";
import { latexToPlain } from "./latex.ts";
import type { PracticeQuestion } from "./types.ts";

const question = (type: string, correctAnswer: string): PracticeQuestion =>
  ({ id: "q", type, question: "?", correctAnswer }) as PracticeQuestion;
const judge = (type: string, correct: string, answer: string) =>
  evaluateAnswer(question(type, correct), answer);

describe("LaTeX answers (issue 13)", () => {
  it("turns school LaTeX into the plain spelling", () => {
    expect(latexToPlain("\\frac{1}{2}x")).toBe("((1)/(2))x");
    expect(latexToPlain("\\sqrt{2}")).toBe("sqrt(2)");
    expect(latexToPlain("\\sqrt[3]{8}")).toBe("((8)^(1/(3)))");
    expect(latexToPlain("x^{2} + 1")).toBe("x^(2) + 1");
    expect(latexToPlain("3 \\cdot x \\times 2")).toBe("3 * x * 2");
    expect(latexToPlain("$\\dfrac{a}{b}$")).toBe("((a)/(b))");
    expect(latexToPlain("\\left(x+1\\right)^{2}")).toBe("(x+1)^(2)");
    expect(latexToPlain("x_{1} + 2")).toBe("x + 2");
    expect(latexToPlain("2 + 3")).toBe("2 + 3");
    expect(latexToPlain("\\frac{1}{")).toBe("((1)/())");
  });

  it("judges an author's LaTeX answer and a typed answer as the same expression", () => {
    for (const [type, correct, answer] of [
      ["algebraic", "\\frac{1}{2}x", "x/2"],
      ["algebraic", "\\frac{1}{2}x", "1/2x"],
      ["algebraic", "\\frac{1}{2}x", "\\frac{x}{2}"],
      ["algebraic", "x^{2} + 2x + 1", "(x+1)^2"],
      ["algebraic", "\\frac{x+1}{2}", "(x+1)/2"],
      ["algebraic", "2\\sqrt{x}", "2 sqrt(x)"],
      ["numeric", "\\sqrt{2}", "sqrt(2)"],
      ["numeric", "\\sqrt{2}", "√2"],
      ["numeric", "\\frac{3}{4}", "0.75"],
      ["numeric", "\\frac{3}{4}", "3/4"],
      ["numeric", "\\pi", "pi"],
    ] as const)
      expect(judge(type, correct, answer).is_correct, `${correct} vs ${answer}`).toBe(true);
    expect(judge("algebraic", "\\frac{1}{2}x", "2x").is_correct).toBe(false);
    expect(judge("numeric", "\\sqrt{2}", "1.4").is_correct).toBe(false);
  });

  it("judges every stored LaTeX answer right against itself", () => {
    for (const [type, correct] of [
      ["algebraic", "\\frac{1}{2}x"],
      ["algebraic", "x^{2}"],
      ["numeric", "\\sqrt{2}"],
      ["numeric", "\\frac{22}{7}"],
      ["short_answer", "\\frac{1}{2}"],
    ] as const)
      expect(judge(type, correct, correct).is_correct, correct).toBe(true);
  });

  it("takes a number written as a fraction or a decimal in a short answer whose answer is a number", () => {
    expect(judge("short_answer", "0.5", "1/2")).toMatchObject({
      is_correct: true,
      evaluation_sub_method: "numeric_equivalent",
    });
    expect(judge("short_answer", "\\frac{1}{2}", "0.5").is_correct).toBe(true);
    expect(judge("short_answer", "3/4", "0.75").is_correct).toBe(true);
    expect(judge("short_answer", "0.75", "¾").is_correct).toBe(true);
    expect(judge("short_answer", "0.5", "0.4").is_correct).toBe(false);
    // Words stay words.
    expect(judge("short_answer", "dos", "2").is_correct).toBe(false);
    expect(judge("short_answer", "Paris", "paris").is_correct).toBe(true);
  });
});
