import { describe, expect, it } from "vitest";
import { CONTINUE_WITHIN_DAYS, chooseNextStep, type NextStepInput, REVIEW_FIRST_AT } from "./next-step.ts";

const now = new Date("2026-11-25T12:00:00Z");
const pathLesson = { materialId: 7, title: "Place value", pathId: 2, pathTitle: "Maths foundations" };
const base: NextStepInput = {
  needsOnboarding: false,
  started: [],
  reviewDue: 0,
  pathLesson,
  hasActivity: false,
  now,
};
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

describe("chooseNextStep (issue 9: one rule for the next step)", () => {
  it("asks for onboarding before anything else", () => {
    expect(chooseNextStep({ ...base, needsOnboarding: true, reviewDue: 50 })).toEqual({ kind: "onboarding" });
  });

  it("starts a brand-new student on the first lesson of their path", () => {
    expect(chooseNextStep(base)).toEqual({ kind: "start", ...pathLesson });
  });

  it("continues the lesson worked on most recently", () => {
    const started = [
      { materialId: 1, title: "Older", lastActivityAt: daysAgo(3) },
      { materialId: 2, title: "Newer", lastActivityAt: daysAgo(1) },
    ];
    expect(chooseNextStep({ ...base, started, hasActivity: true, reviewDue: 40 })).toEqual({
      kind: "continue",
      materialId: 2,
      title: "Newer",
    });
  });

  it(`forgets a lesson left more than ${CONTINUE_WITHIN_DAYS} days ago`, () => {
    const started = [{ materialId: 1, title: "Old", lastActivityAt: daysAgo(CONTINUE_WITHIN_DAYS + 1) }];
    expect(chooseNextStep({ ...base, started, hasActivity: true }).kind).toBe("next");
  });

  it(`puts review first from ${REVIEW_FIRST_AT} due questions, after the path below that`, () => {
    expect(chooseNextStep({ ...base, hasActivity: true, reviewDue: REVIEW_FIRST_AT })).toEqual({
      kind: "review",
      dueCount: REVIEW_FIRST_AT,
    });
    expect(chooseNextStep({ ...base, hasActivity: true, reviewDue: REVIEW_FIRST_AT - 1 }).kind).toBe("next");
    expect(chooseNextStep({ ...base, pathLesson: null, hasActivity: true, reviewDue: 1 })).toEqual({
      kind: "review",
      dueCount: 1,
    });
  });

  it("offers the library when nothing is left", () => {
    expect(chooseNextStep({ ...base, pathLesson: null, hasActivity: true })).toEqual({ kind: "explore" });
  });
});
