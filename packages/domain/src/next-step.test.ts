import { describe, expect, it } from "vitest";
import {
  CONTINUE_WITHIN_DAYS,
  chooseNextStep,
  explainNextStep,
  howLongAgo,
  type NextStepInput,
  REVIEW_FIRST_AT,
} from "./next-step.ts";

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

  it("puts review first as soon as one lesson is due (issue 28: it was 10 questions)", () => {
    expect(REVIEW_FIRST_AT).toBe(1);
    expect(chooseNextStep({ ...base, hasActivity: true, reviewDue: 1 })).toEqual({
      kind: "review",
      dueCount: 1,
    });
    expect(chooseNextStep({ ...base, hasActivity: true, reviewDue: 0 }).kind).toBe("next");
  });

  it("practises a finished lesson not yet known before the path's next lesson, after a started one", () => {
    const lesson = { materialId: 4, title: "Slope", lastActivityAt: now.toISOString() };
    expect(chooseNextStep({ ...base, hasActivity: true, toPractise: [lesson] })).toEqual({
      kind: "practise",
      materialId: 4,
      title: "Slope",
    });
    expect(
      chooseNextStep({
        ...base,
        hasActivity: true,
        toPractise: [lesson],
        started: [{ ...lesson, materialId: 5 }],
      }).kind,
    ).toBe("continue");
    expect(chooseNextStep({ ...base, hasActivity: true, toPractise: [lesson], reviewDue: 2 }).kind).toBe(
      "review",
    );
  });

  it("offers the library when nothing is left", () => {
    expect(chooseNextStep({ ...base, pathLesson: null, hasActivity: true })).toEqual({ kind: "explore" });
  });
});

describe("why the next step was chosen (issue 28)", () => {
  const now = new Date("2026-03-10T17:00:00Z");
  it("says how long ago a review's questions were practised", () => {
    expect(
      explainNextStep(
        { kind: "review", dueCount: 12 },
        { lastPractisedAt: new Date("2026-03-04T16:00:00Z") },
        now,
      ),
    ).toBe("Review: you last practised this 6 days ago");
    expect(howLongAgo(new Date("2026-03-09T18:00:00Z"), now)).toBe("today");
    expect(howLongAgo(new Date("2026-03-09T16:00:00Z"), now)).toBe("yesterday");
  });
  it("names the lesson's place on its path, and a started lesson's last day", () => {
    const next = { kind: "next", materialId: 3, title: "Slope", pathId: 1, pathTitle: "Algebra 1" } as const;
    expect(explainNextStep(next, { pathPosition: { index: 3, count: 17 } }, now)).toBe(
      "Why this: it is lesson 3 of 17 on Algebra 1, after the ones you have finished.",
    );
    expect(
      explainNextStep(
        { kind: "continue", materialId: 3, title: "Slope" },
        { lastActivityAt: new Date("2026-03-08T10:00:00Z") },
        now,
      ),
    ).toBe("Why this: you started this lesson 2 days ago and it isn't finished yet.");
    expect(explainNextStep({ kind: "explore" }, {}, now)).toBe(
      "Why this: nothing is due for review and your path is finished.",
    );
  });
});
