import { describe, expect, it } from "vitest";
import { EVALUATOR_TIMEOUT_MS, resolveEvaluatorTimeout, TIMEOUT_MESSAGE, timeoutResult } from "./timeout.ts";
import type { PracticeQuestion } from "./types.ts";

describe("evaluator timeout (spec 4.8, 9: default 900 ms, minimum 200 ms)", () => {
  it("has the spec's numbers and message", () => {
    expect(EVALUATOR_TIMEOUT_MS).toEqual({ default: 900, minimum: 200 });
    expect(TIMEOUT_MESSAGE).toBe("Evaluation timed out. Try again or check your answer format.");
  });

  it.each([
    [undefined, 900],
    [Number.NaN, 900],
    [Number.POSITIVE_INFINITY, 900],
    [0, 900],
    [-50, 900],
    [1, 200],
    [199, 200],
    [200, 200],
    [201, 201],
    [900, 900],
    [5000, 5000],
  ])("asked for %s ms → %i ms", (requested, expected) => {
    expect(resolveEvaluatorTimeout(requested)).toBe(expected);
  });

  it("gives a fallback result with the message and the question's correct answer", () => {
    const question: PracticeQuestion = {
      id: "q1",
      type: "multiple_choice",
      question: "Capital of Spain?",
      options: [
        { id: "a", text: "Madrid" },
        { id: "b", text: "Lisbon" },
      ],
      correctAnswer: "a",
      hint: "",
    };
    expect(timeoutResult(question)).toEqual({
      is_correct: false,
      score: 0,
      evaluation_method: "fallback",
      evaluation_sub_method: "timeout",
      feedback: TIMEOUT_MESSAGE,
      correct_answer: "Madrid",
    });
  });

  it("still gives a result for a malformed question", () => {
    const malformed = { id: "q", type: "numeric" } as unknown as PracticeQuestion;
    expect(timeoutResult(malformed)).toMatchObject({ evaluation_sub_method: "timeout", correct_answer: "" });
  });
});
