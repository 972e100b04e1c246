import { describe, expect, it } from "vitest";
import { rankWeakSkills } from "./lesson-brief.ts";

const skill = (
  materialId: number,
  attemptsSince: number,
  correctSince: number,
  attemptsAll = attemptsSince,
  correctAll = correctSince,
) => ({
  materialId,
  attemptsSince,
  correctSince,
  attemptsAll,
  correctAll,
});

describe("rankWeakSkills", () => {
  it("keeps skills under 75 % since the last lesson, weakest first, with their overall mastery", () => {
    const ranked = rankWeakSkills([skill(1, 4, 3), skill(2, 4, 1, 20, 16), skill(3, 10, 7), skill(4, 5, 0)]);
    expect(ranked.map((s) => [s.materialId, s.accuracySince, s.mastery])).toEqual([
      [4, 0, null],
      [2, 25, "proficient"],
      [3, 70, "basic"],
    ]);
  });

  it("ignores a single answer, breaks ties by evidence, and lists at most five", () => {
    expect(rankWeakSkills([skill(1, 1, 0)])).toEqual([]);
    const tied = rankWeakSkills([skill(1, 2, 0), skill(2, 6, 0)]);
    expect(tied.map((s) => s.materialId)).toEqual([2, 1]);
    expect(rankWeakSkills(Array.from({ length: 8 }, (_, i) => skill(i + 1, 3, 0)))).toHaveLength(5);
  });
});
