import { describe, expect, it } from "vitest";
import {
  awardForAnswerSet,
  awardForCountedSet,
  capToDailyCeiling,
  countSetAnswers,
  DAILY_XP_CEILING,
  type QuestionDay,
  questionDayKey,
  type SetAnswer,
} from "./xp.ts";

const day = "2026-03-02";
const right = (q: string, d = day): SetAnswer => ({ questionKey: q, day: d, isCorrect: true });
const wrong = (q: string, d = day): SetAnswer => ({ questionKey: q, day: d, isCorrect: false });
const none = new Map<string, QuestionDay>();

describe("which answers of a set count (issue 7.9: repeats of a question in a day earn nothing extra)", () => {
  it("counts each question's first right answer of the day, and its mistakes before it", () => {
    const counted = countSetAnswers([wrong("1:q1"), right("1:q1"), right("1:q2")], none);
    expect(counted).toMatchObject({ correct: 2, mistakes: 1, repeats: 0 });
  });

  it("a question answered right again the same day is a repeat, in this set or a later one", () => {
    const first = countSetAnswers([right("1:q1"), right("1:q1"), wrong("1:q1")], none);
    expect(first).toMatchObject({ correct: 1, mistakes: 0, repeats: 2 });
    const later = countSetAnswers([right("1:q1"), wrong("1:q1")], first.touched);
    expect(later).toMatchObject({ correct: 0, mistakes: 0, repeats: 2 });
  });

  it("the next day the question counts again", () => {
    const first = countSetAnswers([right("1:q1")], none);
    expect(countSetAnswers([right("1:q1", "2026-03-03")], first.touched)).toMatchObject({
      correct: 1,
      repeats: 0,
    });
  });

  it("remembers what the set changed, keyed by day and question", () => {
    const counted = countSetAnswers([wrong("1:q1"), right("1:q2")], none);
    expect(counted.touched.get(questionDayKey(day, "1:q1"))).toEqual({ hasCorrect: false });
    expect(counted.touched.get(questionDayKey(day, "1:q2"))).toEqual({ hasCorrect: true });
  });
});

describe("XP of a set the server opened (spec 9 for a whole set; issue 7.9 otherwise)", () => {
  const base = { totalSeconds: 60, multiplier: 1 };

  it("a whole set earns exactly the spec's award: 20 right in one set is 200 + 20 + 5 = 225", () => {
    const whole = awardForCountedSet({ ...base, correct: 20, mistakes: 0, isWholeSet: true });
    expect(whole.total).toBe(225);
    expect(whole).toEqual(awardForAnswerSet({ ...base, correct: 20, mistakes: 0 }));
  });

  it("keeps the spec's mistakes, bonuses and multiplier: 9 right, 1 wrong at ×1.5 is (90 − 2 + 20 + 5) × 1.5 = 170", () => {
    expect(
      awardForCountedSet({ correct: 9, mistakes: 1, totalSeconds: 100, multiplier: 1.5, isWholeSet: true })
        .total,
    ).toBe(170);
  });

  it("part of a set earns no bonuses: one answer of a set is 10, so 20 one-answer sets earn 200, not 20 × 35 = 700", () => {
    const part = awardForCountedSet({ ...base, correct: 1, mistakes: 0, totalSeconds: 5, isWholeSet: false });
    expect(part).toMatchObject({ base: 10, accuracyBonus: 0, speedBonus: 0, total: 10 });
    expect(20 * part.total).toBeLessThanOrEqual(225);
  });

  it("wrong answers alone earn nothing (the spec's minimum 1 needs a right answer)", () => {
    expect(awardForCountedSet({ ...base, correct: 0, mistakes: 20, isWholeSet: true }).total).toBe(0);
    expect(awardForCountedSet({ ...base, correct: 0, mistakes: 1, isWholeSet: false }).total).toBe(0);
    expect(awardForCountedSet({ ...base, correct: 0, mistakes: 0, isWholeSet: true }).total).toBe(0);
  });

  it("a set with a right answer still earns the spec's minimum 1", () => {
    expect(awardForCountedSet({ ...base, correct: 1, mistakes: 9, isWholeSet: true }).total).toBe(1);
    expect(awardForCountedSet({ ...base, correct: 1, mistakes: 9, isWholeSet: false }).total).toBe(1);
  });
});

describe("the daily ceiling (issue 7.9)", () => {
  it("is 1000 XP a day", () => expect(DAILY_XP_CEILING).toBe(1000));

  it("lets an award through whole below the ceiling, and cuts it at the ceiling", () => {
    expect(capToDailyCeiling(225, 0)).toBe(225);
    expect(capToDailyCeiling(225, 775)).toBe(225);
    expect(capToDailyCeiling(225, 900)).toBe(100);
    expect(capToDailyCeiling(225, 1000)).toBe(0);
    expect(capToDailyCeiling(225, 5000)).toBe(0);
  });

  it("takes another ceiling when given one", () => expect(capToDailyCeiling(50, 30, 60)).toBe(30));
});
