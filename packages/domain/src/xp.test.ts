import { describe, expect, it } from "vitest";
import {
  awardForAnswerSet,
  describeLevel,
  levelForXp,
  levelsGained,
  pushRecentGain,
  xpForLevel,
} from "./xp.ts";

describe("levels (spec 9: level = floor(sqrt(total XP / 100)); level n starts at n² × 100 XP)", () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [399, 1],
    [400, 2],
    [899, 2],
    [900, 3],
    [10_000, 10],
    [40_000, 20],
    [39_999, 19],
  ])("%i XP is level %i", (xp, level) => expect(levelForXp(xp)).toBe(level));

  it("level n starts at n² × 100", () => {
    for (let n = 0; n < 50; n++) {
      expect(xpForLevel(n)).toBe(n * n * 100);
      expect(levelForXp(xpForLevel(n))).toBe(n);
      if (n > 0) expect(levelForXp(xpForLevel(n) - 1)).toBe(n - 1);
    }
  });

  it("describes the level with progress to the next", () => {
    expect(describeLevel(450)).toEqual({
      level: 2,
      totalXP: 450,
      xpIntoCurrentLevel: 50,
      xpToNextLevel: 450,
      nextLevelXP: 900,
    });
    expect(describeLevel(-5)).toMatchObject({ level: 0, totalXP: 0, nextLevelXP: 100 });
  });

  it("reports each level crossed as a level-up", () => {
    expect(levelsGained(90, 120)).toEqual([1]);
    expect(levelsGained(90, 950)).toEqual([1, 2, 3]);
    expect(levelsGained(120, 390)).toEqual([]);
  });
});

describe("XP per answer set (spec 9)", () => {
  it("+10 per correct answer and −2 per mistake", () => {
    expect(awardForAnswerSet({ correct: 3, mistakes: 2, totalSeconds: 600, multiplier: 1 })).toMatchObject({
      base: 26,
      accuracyBonus: 0,
      speedBonus: 0,
      total: 26,
    });
  });
  it("+20 at 90 % accuracy or more", () => {
    expect(awardForAnswerSet({ correct: 9, mistakes: 1, totalSeconds: 1000, multiplier: 1 })).toMatchObject({
      base: 88,
      accuracyBonus: 20,
      total: 108,
    });
  });
  it("+10 at 80 % accuracy or more", () => {
    expect(awardForAnswerSet({ correct: 8, mistakes: 2, totalSeconds: 1000, multiplier: 1 })).toMatchObject({
      accuracyBonus: 10,
      total: 86,
    });
    expect(
      awardForAnswerSet({ correct: 7, mistakes: 3, totalSeconds: 1000, multiplier: 1 }).accuracyBonus,
    ).toBe(0);
  });
  it("+5 when the time per question is at most 30 seconds", () => {
    expect(awardForAnswerSet({ correct: 2, mistakes: 0, totalSeconds: 60, multiplier: 1 }).speedBonus).toBe(
      5,
    );
    expect(awardForAnswerSet({ correct: 2, mistakes: 0, totalSeconds: 61, multiplier: 1 }).speedBonus).toBe(
      0,
    );
  });
  it("multiplies the total by the multiplier", () => {
    // 5 correct: 50 + 20 + 5 = 75, × 1.5 = 112.5 → 113
    expect(awardForAnswerSet({ correct: 5, mistakes: 0, totalSeconds: 10, multiplier: 1.5 }).total).toBe(113);
    expect(awardForAnswerSet({ correct: 5, mistakes: 0, totalSeconds: 10, multiplier: 2 }).total).toBe(150);
  });
  it("is at least 1", () => {
    expect(awardForAnswerSet({ correct: 0, mistakes: 5, totalSeconds: 600, multiplier: 1 }).total).toBe(1);
    expect(awardForAnswerSet({ correct: 0, mistakes: 0, totalSeconds: 0, multiplier: 1 }).total).toBe(1);
  });
  it("keeps the multiplier within 1 and 2", () => {
    expect(awardForAnswerSet({ correct: 1, mistakes: 0, totalSeconds: 100, multiplier: 5 }).multiplier).toBe(
      2,
    );
  });
});

describe("recent gains", () => {
  it("keeps the last 10, newest first", () => {
    let recent = pushRecentGain([], { amount: 1, reason: "r0", timestamp: "t" });
    for (let i = 1; i < 15; i++)
      recent = pushRecentGain(recent, { amount: i, reason: `r${i}`, timestamp: "t" });
    expect(recent).toHaveLength(10);
    expect(recent[0]?.reason).toBe("r14");
    expect(recent[9]?.reason).toBe("r5");
  });
});
