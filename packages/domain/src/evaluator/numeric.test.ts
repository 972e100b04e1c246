import { describe, expect, it } from "vitest";
import { evaluateAnswer } from "./evaluate.ts";
import type { PracticeQuestion } from "./types.ts";

function numeric(correctAnswer: string, extra: Partial<PracticeQuestion> = {}): PracticeQuestion {
  return { id: "q1", type: "numeric", question: "Compute.", correctAnswer, hint: "", ...extra };
}

describe("numeric: the same number written another way is right", () => {
  it.each([
    ["42", "42", "integer"],
    ["42", " 42 ", "integer"],
    ["42", "42.0", "integer"],
    ["42", "+42", "integer"],
    ["-7", "−7", "integer"],
    ["0.5", ".5", "decimal"],
    ["0.5", "0,5", "decimal"],
    ["0.5", "1/2", "fraction"],
    ["0.5", "50%", "percent"],
    ["0.5", "5e-1", "scientific"],
    ["3/4", "6/8", "fraction"],
    ["3/4", "0.75", "decimal"],
    ["-3/4", "-0.75", "decimal"],
    ["-3/4", "-6/8", "fraction"],
    ["1.5", "1 1/2", "mixed_number"],
    ["1.5", "1-1/2", "mixed_number"],
    ["3/2", "1½", "mixed_number"],
    ["50%", "50%", "percent"],
    ["50%", "0.5", "decimal"],
    ["50%", "50", "integer"],
    ["50%", "1/2", "fraction"],
    ["1200", "1.2e3", "scientific"],
    ["1200", "1.2×10^3", "scientific"],
    ["1200", "1.2*10^3", "scientific"],
    ["0.0012", "1.2 × 10⁻³", "scientific"],
    ["1000", "1,000", "integer"],
    ["1000", "1 000", "integer"],
    ["12345.6", "12,345.6", "decimal"],
    ["1000000", "10^6", "scientific"],
    ["12 cm", "12 cm", "integer"],
    ["12 cm", "12", "integer"],
    ["12 cm", "12 centimetres", "integer"],
    ["12", "12 cm", "integer"],
    ["12", "12 apples", "integer"],
    ["x = 5", "5", "integer"],
    ["5", "x = 5", "integer"],
    ["$5", "5 dollars", "integer"],
  ])("correct %j, answer %j (%s)", (correct, answer, subMethod) => {
    const result = evaluateAnswer(numeric(correct), answer);
    expect(result).toMatchObject({ is_correct: true, score: 1, evaluation_method: "numeric" });
    expect(result.evaluation_sub_method).toBe(subMethod);
  });

  it("says why a different-looking answer is the same", () => {
    expect(evaluateAnswer(numeric("3/4"), "6/8").feedback).toBe("Correct — 6/8 is the same as 3/4.");
    expect(evaluateAnswer(numeric("0.5"), "50%").feedback).toBe("Correct — 50% is the same as 0.5.");
    expect(evaluateAnswer(numeric("3/4"), "3/4").feedback).toBe("Correct!");
    expect(evaluateAnswer(numeric("1000"), "1,000").feedback).toBe("Correct!");
    expect(evaluateAnswer(numeric("12 cm"), "12").feedback).toBe("Correct — don't forget the unit (cm).");
  });

  it("shows the correct answer as written", () => {
    expect(evaluateAnswer(numeric(" 3/4 "), "7").correct_answer).toBe("3/4");
  });
});

describe("numeric: wrong answers", () => {
  it.each([
    ["42", "43", "wrong_value"],
    ["42", "-42", "wrong_value"],
    ["0.5", "5", "wrong_value"],
    ["0.5", "0.5%", "wrong_value"],
    ["3/4", "4/3", "wrong_value"],
    ["3/4", "3/5", "wrong_value"],
    ["1.5", "1 1/3", "wrong_value"],
    ["1200", "1.2e4", "wrong_value"],
    ["1000", "1,5", "wrong_value"],
    ["100", "101", "close"],
    ["100", "99.5", "close"],
    ["1/3", "0.333", "close"],
    ["3.14159", "3.14", "close"],
    ["12 cm", "12 m", "unit_mismatch"],
    ["12 cm", "12 kg", "unit_mismatch"],
    ["5", "five", "unreadable"],
    ["5", "2+3", "not_a_number"],
    ["2.2", "√5", "not_a_number"],
    ["5", "x+3", "unreadable"],
    ["5", "3 or 4", "unreadable"],
    ["5", "5/0", "division_by_zero"],
    ["0", "0/0", "division_by_zero"],
  ])("correct %j, answer %j → %s", (correct, answer, subMethod) => {
    const result = evaluateAnswer(numeric(correct), answer);
    expect(result).toMatchObject({ is_correct: false, score: 0, evaluation_sub_method: subMethod });
  });

  it("says when an answer is close", () => {
    expect(evaluateAnswer(numeric("100"), "101").feedback).toBe("Close, but not quite.");
    expect(evaluateAnswer(numeric("100"), "150").feedback).not.toMatch(/close/i);
  });
});

describe("numeric: tolerance", () => {
  it("uses the question's absolute tolerance", () => {
    const q = numeric("3.14", { tolerance: 0.01 });
    expect(evaluateAnswer(q, "3.15").is_correct).toBe(true);
    expect(evaluateAnswer(q, "3.13").is_correct).toBe(true);
    expect(evaluateAnswer(q, "3.141592").is_correct).toBe(true);
    expect(evaluateAnswer(q, "3.16")).toMatchObject({ is_correct: false, evaluation_sub_method: "close" });
    expect(evaluateAnswer(q, "3.5")).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "wrong_value",
    });
  });

  it("without one, allows only rounding error", () => {
    expect(evaluateAnswer(numeric("0.3"), "0.1e0").is_correct).toBe(false);
    expect(evaluateAnswer(numeric("0.3"), "3/10").is_correct).toBe(true);
    expect(evaluateAnswer(numeric("0.3"), "0.3000001").is_correct).toBe(false);
    expect(evaluateAnswer(numeric("1e-20"), "1e-20").is_correct).toBe(true);
    expect(evaluateAnswer(numeric("1.6e-19"), "3.2e-19").is_correct).toBe(false);
    expect(evaluateAnswer(numeric("0"), "0.0000000000001").is_correct).toBe(true);
    expect(evaluateAnswer(numeric("0"), "0.001").is_correct).toBe(false);
  });

  it("a tolerance of 0 still accepts the exact value", () => {
    const q = numeric("2.5", { tolerance: 0 });
    expect(evaluateAnswer(q, "5/2").is_correct).toBe(true);
    expect(evaluateAnswer(q, "2.5000001").is_correct).toBe(false);
  });
});

describe("numeric: percent questions", () => {
  it("counts 50% for 50 only when the question asks for a percentage", () => {
    const asked = numeric("50", { question: "What percent of 10 is 5?" });
    expect(evaluateAnswer(asked, "50%").is_correct).toBe(true);
    expect(evaluateAnswer(numeric("50"), "50%").is_correct).toBe(false);
    expect(evaluateAnswer(numeric("0.5"), "50%").is_correct).toBe(true);
  });
});

describe("numeric: exact answers such as √2 and π/2", () => {
  it("may be answered exactly or with a close-enough decimal under a tolerance", () => {
    expect(evaluateAnswer(numeric("√2"), "sqrt(2)")).toMatchObject({
      is_correct: true,
      evaluation_sub_method: "expression",
    });
    expect(evaluateAnswer(numeric("π/2"), "pi/2").is_correct).toBe(true);
    expect(evaluateAnswer(numeric("2√2"), "√8").is_correct).toBe(true);
    expect(evaluateAnswer(numeric("√2"), "1.41421")).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "close",
    });
    expect(evaluateAnswer(numeric("√2", { tolerance: 0.001 }), "1.414").is_correct).toBe(true);
    expect(evaluateAnswer(numeric("√2"), "√3").is_correct).toBe(false);
  });
});
