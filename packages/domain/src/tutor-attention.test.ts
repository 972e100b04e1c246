import { describe, expect, it } from "vitest";
import { accuracyPercent, decideAttention } from "./tutor-attention.ts";

const now = new Date("2026-03-10T12:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe("decideAttention", () => {
  it("finds nothing for an active student doing well with no overdue work", () => {
    expect(
      decideAttention({
        now,
        lastActiveAt: daysAgo(1),
        attemptsLastWeek: 20,
        correctLastWeek: 18,
        overdueAssignments: 0,
      }),
    ).toEqual([]);
  });

  it("flags overdue work, a week without answers (or none ever) and low accuracy, in that order", () => {
    expect(
      decideAttention({
        now,
        lastActiveAt: null,
        attemptsLastWeek: 0,
        correctLastWeek: 0,
        overdueAssignments: 2,
      }),
    ).toEqual(["overdue_work", "inactive"]);
    expect(
      decideAttention({
        now,
        lastActiveAt: daysAgo(8),
        attemptsLastWeek: 0,
        correctLastWeek: 0,
        overdueAssignments: 0,
      }),
    ).toEqual(["inactive"]);
    expect(
      decideAttention({
        now,
        lastActiveAt: daysAgo(6.9),
        attemptsLastWeek: 10,
        correctLastWeek: 5,
        overdueAssignments: 1,
      }),
    ).toEqual(["overdue_work", "low_accuracy"]);
  });

  it("does not call a few slips low accuracy", () => {
    expect(
      decideAttention({
        now,
        lastActiveAt: daysAgo(0),
        attemptsLastWeek: 4,
        correctLastWeek: 0,
        overdueAssignments: 0,
      }),
    ).toEqual([]);
    expect(
      decideAttention({
        now,
        lastActiveAt: daysAgo(0),
        attemptsLastWeek: 5,
        correctLastWeek: 3,
        overdueAssignments: 0,
      }),
    ).toEqual([]);
  });
});

describe("accuracyPercent", () => {
  it("rounds to whole percent and has nothing to say without answers", () => {
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(0, 0)).toBeNull();
  });
});
