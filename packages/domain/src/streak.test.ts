import { describe, expect, it } from "vitest";
import { calendarDate, EMPTY_STREAK, recordActivity, streakAsOf, streakMultiplier } from "./streak.ts";

describe("streaks (spec 4.6, 9)", () => {
  it("starts at 1 with multiplier 1", () => {
    const { streak } = recordActivity(EMPTY_STREAK, "2026-03-01");
    expect(streak).toMatchObject({
      currentStreak: 1,
      longestStreak: 1,
      streakMultiplier: 1,
      lastActivityDate: "2026-03-01",
    });
  });

  it("increments on consecutive days with multiplier min(2, 1 + 0.1 × streak)", () => {
    let s = recordActivity(EMPTY_STREAK, "2026-03-01").streak;
    s = recordActivity(s, "2026-03-02").streak;
    expect(s).toMatchObject({ currentStreak: 2, streakMultiplier: 1.2 });
    s = recordActivity(s, "2026-03-03").streak;
    expect(s).toMatchObject({ currentStreak: 3, streakMultiplier: 1.3 });
  });

  it("keeps the streak on the same day", () => {
    const s = recordActivity(EMPTY_STREAK, "2026-03-01").streak;
    const same = recordActivity(s, "2026-03-01");
    expect(same.streak).toBe(s);
  });

  it("resets to 1 with multiplier 1 after a gap, keeping the longest", () => {
    let s = EMPTY_STREAK;
    for (const d of ["2026-03-01", "2026-03-02", "2026-03-03"]) s = recordActivity(s, d).streak;
    s = recordActivity(s, "2026-03-05").streak;
    expect(s).toMatchObject({ currentStreak: 1, streakMultiplier: 1, longestStreak: 3 });
  });

  it("caps the multiplier at 2 (+0.1 per day)", () => {
    expect(streakMultiplier(1)).toBe(1.1);
    expect(streakMultiplier(5)).toBe(1.5);
    expect(streakMultiplier(10)).toBe(2);
    expect(streakMultiplier(40)).toBe(2);
  });

  it("crosses month and year ends", () => {
    let s = recordActivity(EMPTY_STREAK, "2026-12-31").streak;
    s = recordActivity(s, "2027-01-01").streak;
    expect(s.currentStreak).toBe(2);
  });

  it("reports each milestone once", () => {
    let s = EMPTY_STREAK;
    const reached: number[] = [];
    for (let d = 1; d <= 8; d++) {
      const update = recordActivity(s, `2026-03-0${d}`.replace(/-0(\d\d)$/, "-$1"));
      s = update.streak;
      reached.push(...update.newMilestones);
    }
    expect(reached).toEqual([3, 7]);
    expect(s.milestonesReached).toEqual([3, 7]);
  });

  it("ignores activity dated before the last", () => {
    const s = recordActivity(EMPTY_STREAK, "2026-03-05").streak;
    expect(recordActivity(s, "2026-03-01").streak).toBe(s);
  });

  it("shows a lapsed streak as 0 after a missed day", () => {
    const s = recordActivity(EMPTY_STREAK, "2026-03-01").streak;
    expect(streakAsOf(s, "2026-03-02").currentStreak).toBe(1);
    expect(streakAsOf(s, "2026-03-03")).toMatchObject({ currentStreak: 0, streakMultiplier: 1 });
  });

  it("dates activity in the student's time zone", () => {
    const instant = new Date("2026-03-01T23:30:00Z");
    expect(calendarDate(instant, "UTC")).toBe("2026-03-01");
    expect(calendarDate(instant, "Europe/Paris")).toBe("2026-03-02");
    expect(calendarDate(instant, "America/New_York")).toBe("2026-03-01");
  });
});
