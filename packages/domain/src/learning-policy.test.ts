import { describe, expect, it } from "vitest";
import {
  dueLessons,
  guessChance,
  isKnown,
  KNOWLEDGE_PARAMS,
  KNOWN_AT,
  knowledgeAfter,
  knowledgeOf,
  lessonPhase,
  nextQuestionOf,
  PRACTICE_SESSION_SIZE,
  practiceSession,
  SET_ASIDE_AFTER,
} from "./learning-policy.ts";

const right = (guess = 0.05) => ({ correct: true, guess });
const wrong = (guess = 0.05) => ({ correct: false, guess });

describe("the knowledge estimate (Bayesian Knowledge Tracing)", () => {
  it("starts at the 20 % prior, with 15 % learning per answer and a 10 % slip", () => {
    expect(KNOWLEDGE_PARAMS).toEqual({ prior: 0.2, learn: 0.15, slip: 0.1 });
    expect(knowledgeOf([])).toBe(0.2);
  });

  it("rises on a right answer and falls on a wrong one, by Bayes then learning", () => {
    // Right on a typed question: 0.2·0.9 / (0.2·0.9 + 0.8·0.05) = 0.818…, then + 0.182·0.15.
    expect(knowledgeAfter(0.2, right())).toBeCloseTo(0.8455, 3);
    // Wrong: 0.2·0.1 / (0.2·0.1 + 0.8·0.95) = 0.0256…, then + 0.974·0.15.
    expect(knowledgeAfter(0.2, wrong())).toBeCloseTo(0.1718, 3);
  });

  it("trusts a right answer on a guessable question less", () => {
    expect(knowledgeAfter(0.2, right(0.5))).toBeLessThan(knowledgeAfter(0.2, right(0.25)));
    expect(knowledgeAfter(0.2, right(0.25))).toBeLessThan(knowledgeAfter(0.2, right(0.05)));
  });

  it("calls a lesson known at 95 %: two typed answers right, three right on four-option choices", () => {
    expect(KNOWN_AT).toBe(0.95);
    expect(knowledgeOf([right()])).toBeLessThan(KNOWN_AT);
    expect(knowledgeOf([right(), right()])).toBeGreaterThanOrEqual(KNOWN_AT);
    expect(knowledgeOf([right(0.25), right(0.25)])).toBeLessThan(KNOWN_AT);
    expect(knowledgeOf([right(0.25), right(0.25), right(0.25)])).toBeGreaterThanOrEqual(KNOWN_AT);
  });

  it("takes the chance of guessing from the question: ½ true/false, 1 / options, 5 % typed", () => {
    expect(guessChance({ type: "true_false" })).toBe(0.5);
    expect(guessChance({ type: "multiple_choice", options: [1, 2, 3] })).toBeCloseTo(1 / 3);
    expect(guessChance({ type: "multiple_choice" })).toBe(0.25);
    expect(guessChance({ type: "numeric" })).toBe(0.05);
  });
});

describe("a lesson's phase", () => {
  it("is learning until finished, unless the answers already show the skill known", () => {
    expect(lessonPhase({ answers: [], completed: false })).toBe("learn");
    expect(lessonPhase({ answers: [wrong(), right()], completed: false })).toBe("learn");
    expect(isKnown([wrong(), right(), right()])).toBe(true);
    expect(lessonPhase({ answers: [wrong(), right(), right()], completed: false })).toBe("known");
  });

  it("practises a finished lesson until known, and sets it aside after 12 answers", () => {
    expect(SET_ASIDE_AFTER).toBe(12);
    expect(lessonPhase({ answers: [wrong(), wrong(), right()], completed: true })).toBe("practise");
    const twelveMisses = Array.from({ length: 12 }, () => wrong());
    expect(lessonPhase({ answers: twelveMisses, completed: true })).toBe("set-aside");
    expect(lessonPhase({ answers: [...twelveMisses, right(), right(), right()], completed: true })).toBe(
      "known",
    );
  });
});

describe("a practice session", () => {
  it("takes up to four questions, missed ones first, none twice", () => {
    expect(PRACTICE_SESSION_SIZE).toBe(4);
    const qs = ["a", "b", "c", "d", "e"].map((id) => ({ id }));
    const answers = qs.map((q) => ({ questionId: q.id, correct: q.id !== "c" && q.id !== "d" }));
    expect(practiceSession(qs, answers).map((q) => q.id)).toEqual(["d", "c", "a", "b"]);
    expect(practiceSession(qs.slice(0, 2), []).map((q) => q.id)).toEqual(["a", "b"]);
  });
});

describe("the next question of a lesson", () => {
  const qs = [{ id: "a" }, { id: "b" }, { id: "c" }];
  it("asks unanswered questions first, in order", () => {
    expect(nextQuestionOf(qs, [])?.id).toBe("a");
    expect(nextQuestionOf(qs, [{ questionId: "a", correct: true }])?.id).toBe("b");
  });
  it("then the most recently missed one, but not the same question twice in a row", () => {
    const answers = [
      { questionId: "a", correct: false },
      { questionId: "b", correct: true },
      { questionId: "c", correct: false },
    ];
    expect(nextQuestionOf(qs, answers)?.id).toBe("a");
    expect(nextQuestionOf(qs, [...answers, { questionId: "a", correct: false }])?.id).toBe("c");
  });
  it("then the one answered longest ago; none for an empty lesson", () => {
    const allRight = qs.map((q) => ({ questionId: q.id, correct: true }));
    expect(nextQuestionOf(qs, allRight)?.id).toBe("a");
    expect(nextQuestionOf([], [])).toBeNull();
  });
});

describe("lessons due for review", () => {
  const day = (d: number) => new Date(Date.UTC(2026, 0, d));
  it("follow the schedule of each lesson's most recently answered question, most overdue first", () => {
    const due = dueLessons(
      [
        // Lesson 1: an old card is due, but a newer answer rescheduled the lesson to day 20.
        { lessonId: 1, lastReviewAt: day(1), dueAt: day(5) },
        { lessonId: 1, lastReviewAt: day(8), dueAt: day(20) },
        { lessonId: 2, lastReviewAt: day(2), dueAt: day(9) },
        { lessonId: 3, lastReviewAt: day(3), dueAt: day(7) },
      ],
      day(10),
    );
    expect(due.map((d) => d.lessonId)).toEqual([3, 2]);
  });
});
