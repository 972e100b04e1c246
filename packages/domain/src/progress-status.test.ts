import { describe, expect, it } from "vitest";
import {
  accuracyPercent,
  badgeLabel,
  classifyAttempts,
  displayStatus,
  evidencedMasteryLevel,
  masteryLevel,
  masteryStatusOf,
} from "./progress-status.ts";

const now = new Date("2026-05-10T12:00:00Z");
const past = "2026-05-09T12:00:00Z";
const future = "2026-05-11T12:00:00Z";

describe("mastery level (spec 4.5: 95 expert, 85 advanced, 75 proficient, 60 basic)", () => {
  it.each([
    [100, "expert"],
    [95, "expert"],
    [94.9, "advanced"],
    [85, "advanced"],
    [84.9, "proficient"],
    [75, "proficient"],
    [74.9, "basic"],
    [60, "basic"],
    [59.9, null],
    [0, null],
  ] as const)("accuracy %s → %s", (acc, level) => expect(masteryLevel(null, acc)).toBe(level));
  it("takes the level from the mastery status first", () => {
    expect(masteryLevel("advanced", 10)).toBe("advanced");
    expect(masteryLevel("basic", 99)).toBe("basic");
  });
});

describe("display status (spec 4.5)", () => {
  it("is overdue when past due and not complete", () => {
    expect(displayStatus({ isCompleted: false, accuracyPct: 50, dueDate: past, now })).toBe("overdue");
    expect(displayStatus({ isCompleted: false, accuracyPct: 50, dueDate: future, now })).toBe("in_progress");
    expect(displayStatus({ isCompleted: true, accuracyPct: 50, dueDate: past, now })).toBe("completed");
  });
  it("turns completed into mastered when the status is mastered or the level is expert", () => {
    expect(displayStatus({ isCompleted: true, accuracyPct: 70, masteryStatus: "mastered", now })).toBe(
      "mastered",
    );
    expect(displayStatus({ isCompleted: true, accuracyPct: 96, now })).toBe("mastered");
    expect(displayStatus({ isCompleted: true, accuracyPct: 90, now })).toBe("completed");
  });
  it("is in progress above 0 accuracy, else not started", () => {
    expect(displayStatus({ isCompleted: false, accuracyPct: 0.1, now })).toBe("in_progress");
    expect(displayStatus({ isCompleted: false, accuracyPct: 0, now })).toBe("not_started");
  });
});

describe("badge labels (spec 4.5)", () => {
  it("names Expert at 95+ and Advanced at 85+ for finished work, else the status", () => {
    expect(badgeLabel("mastered", 97)).toBe("Expert");
    expect(badgeLabel("completed", 88)).toBe("Advanced");
    expect(badgeLabel("completed", 70)).toBe("Completed");
    expect(badgeLabel("mastered", 80)).toBe("Mastered");
    expect(badgeLabel("in_progress", 90)).toBe("In Progress");
    expect(badgeLabel("overdue", 0)).toBe("Overdue");
    expect(badgeLabel("not_started", 0)).toBe("Not Started");
  });
});

describe("batch classification (spec 4.5)", () => {
  it("needs attempts above 0", () =>
    expect(classifyAttempts({ attempts: 0, accuracyPct: 100, isCompleted: true })).toEqual({
      status: "not_started",
      mastery: null,
    }));
  it("grades mastery high (mastered), medium (80+) and low (50+)", () => {
    expect(
      classifyAttempts({ attempts: 3, accuracyPct: 40, isCompleted: true, masteryStatus: "mastered" }),
    ).toEqual({ status: "mastered", mastery: "high" });
    expect(classifyAttempts({ attempts: 3, accuracyPct: 80, isCompleted: true })).toEqual({
      status: "completed",
      mastery: "medium",
    });
    expect(classifyAttempts({ attempts: 3, accuracyPct: 50, isCompleted: false })).toEqual({
      status: "in_progress",
      mastery: "low",
    });
    expect(classifyAttempts({ attempts: 3, accuracyPct: 49, isCompleted: false })).toEqual({
      status: "in_progress",
      mastery: null,
    });
  });
});

describe("mastery status from attempts", () => {
  it("needs every question right for mastered", () => {
    expect(masteryStatusOf({ uniqueAnswered: 0, uniqueCorrect: 0, totalQuestions: 5 })).toBe("not_started");
    expect(masteryStatusOf({ uniqueAnswered: 5, uniqueCorrect: 5, totalQuestions: 5 })).toBe("mastered");
    expect(masteryStatusOf({ uniqueAnswered: 4, uniqueCorrect: 4, totalQuestions: 5 })).toBe("proficient");
    expect(masteryStatusOf({ uniqueAnswered: 5, uniqueCorrect: 3, totalQuestions: 5 })).toBe("learning");
  });
  it("computes accuracy to a tenth of a percent", () => {
    expect(accuracyPercent(2, 3)).toBe(66.7);
    expect(accuracyPercent(0, 0)).toBe(0);
  });
});

describe("evidencedMasteryLevel (issue 9)", () => {
  it("gives no level before every question is answered, however well the first went", () => {
    expect(evidencedMasteryLevel({ uniqueAnswered: 2, totalQuestions: 3, accuracyPct: 100 })).toBeNull();
    expect(evidencedMasteryLevel({ uniqueAnswered: 0, totalQuestions: 0, accuracyPct: 0 })).toBeNull();
  });

  it("then follows spec 4.5's thresholds on the accuracy shown: 95 expert, 85 advanced, 75 proficient, 60 basic", () => {
    const at = (accuracyPct: number) =>
      evidencedMasteryLevel({ uniqueAnswered: 3, totalQuestions: 3, accuracyPct });
    expect(at(95)).toBe("expert");
    expect(at(85)).toBe("advanced");
    expect(at(75)).toBe("proficient");
    expect(at(67)).toBe("basic");
    expect(at(59)).toBeNull();
  });
});
