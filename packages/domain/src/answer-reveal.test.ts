import { describe, expect, it } from "vitest";
import {
  feedbackWithoutAnswer,
  isAnswerShownAfterMiss,
  MISS_WITHOUT_ANSWER,
  MISSES_BEFORE_ANSWER,
} from "./answer-reveal.ts";
import { countSetAnswers, type QuestionDay } from "./xp.ts";

const day = "2026-03-02";
const none = new Map<string, QuestionDay>();

describe("an answer shown gives nothing away for free (issue 21)", () => {
  it("the first miss shows the hint only; the second shows the answer", () => {
    expect(MISSES_BEFORE_ANSWER).toBe(2);
    expect(isAnswerShownAfterMiss(1)).toBe(false);
    expect(isAnswerShownAfterMiss(2)).toBe(true);
    expect(isAnswerShownAfterMiss(3)).toBe(true);
  });

  it("a right answer after the answer was shown earns nothing that day, and costs nothing", () => {
    const counted = countSetAnswers(
      [
        { questionKey: "1:q1", day, isCorrect: false },
        { questionKey: "1:q1", day, isCorrect: true, afterReveal: true },
        { questionKey: "1:q2", day, isCorrect: true },
      ],
      none,
    );
    expect(counted).toMatchObject({ correct: 1, mistakes: 1, repeats: 1 });
  });
});

describe("a miss's feedback keeps the answer back until it is shown", () => {
  it("drops feedback that names the answer, keeps feedback that does not", () => {
    expect(feedbackWithoutAnswer("Not quite — the answer is 'bonjour'.", "Bonjour")).toBe(
      MISS_WITHOUT_ANSWER,
    );
    expect(feedbackWithoutAnswer("Close — check the ending: it's 'suis'.", "je suis")).toBe(
      MISS_WITHOUT_ANSWER,
    );
    expect(feedbackWithoutAnswer("Not quite — try again.", "a")).toBe("Not quite — try again.");
    expect(feedbackWithoutAnswer("Check the unit — the answer is in cm.", "12 m")).toBe(
      "Check the unit — the answer is in cm.",
    );
  });
});
