import { KNOWN_AT, knowledgeOf } from "@app/domain/learning-policy";
import { describe, expect, it } from "vitest";
import { adaptivePolicy } from "./adaptive.ts";
import { runBenchmark } from "./benchmark.ts";
import { buildPath, type CourseFile } from "./curriculum.ts";
import { DEFAULT_LEARNER_PARAMS, Learner, type LearnerParams, recallProbability } from "./learner.ts";
import { fixedOrder } from "./policies.ts";
import { createRandom } from "./random.ts";
import { simulateStudent, stalled } from "./simulate.ts";

/** Two units of three lessons, five typed questions each, a deck of three cards. */
function lesson(slug: string, prerequisites: string[] = []) {
  return {
    slug,
    prerequisites,
    deck: [{}, {}, {}],
    questions: Array.from({ length: 5 }, (_, i) => ({ id: `q${i + 1}`, type: "numeric" })),
  };
}
const course: CourseFile = {
  units: [
    { slug: "u1", lessons: [lesson("a"), lesson("b", ["a"]), lesson("c", ["b"])] },
    { slug: "u2", lessons: [lesson("d", ["c"]), lesson("e", ["d"]), lesson("f", ["e"])] },
  ],
};
const path = buildPath([course], {
  slug: "p",
  steps: [
    { kind: "unit", slug: "u1" },
    { kind: "unit", slug: "u2" },
  ],
});
const perfect: LearnerParams = {
  ...DEFAULT_LEARNER_PARAMS,
  priorMean: 1e-9,
  priorSpread: 0,
  learnMean: 1,
  speedSpread: 0,
  slip: 0,
  forgets: false,
  missDayChance: 0,
};

describe("the curriculum", () => {
  it("groups a path's lessons by unit, in order, with their prerequisites", () => {
    expect(path.units).toEqual([
      { slug: "u1", skills: ["a", "b", "c"] },
      { slug: "u2", skills: ["d", "e", "f"] },
    ]);
    expect(path.skills[1]!.prerequisites).toEqual(["a"]);
    expect(path.skills[0]!.questions[0]).toEqual({ key: "a:q1", guess: 0.05 });
  });
});

describe("the simulated learner", () => {
  it("is the same student for the same seed", () => {
    const one = simulateStudent(path, adaptivePolicy, 7, { days: 20 });
    const two = simulateStudent(path, adaptivePolicy, 7, { days: 20 });
    expect(two).toEqual(one);
  });

  it("never forgetting and always right, masters each unit in the fewest questions the order allows", () => {
    const result = simulateStudent(path, () => fixedOrder(path), 1, { days: 10, params: perfect });
    // Each lesson is learned from its deck: the unit is mastered as its last lesson's deck is read.
    expect(result.unitQuestions).toEqual([5 + 5, 5 + 5]);
    expect(result.skillsMastered).toBe(6);
    expect(result.recall30.every((r) => r === 1)).toBe(true);
    expect(result.stalled).toBe(false);
  });

  it("with the platform's policy, a perfect student answers only what the estimate needs to call a lesson known", () => {
    const result = simulateStudent(path, adaptivePolicy, 1, { days: 10, params: perfect });
    // Knowing nothing, the first diagnostic question is missed (and its feedback teaches the
    // lesson); from then on every answer is right, until the estimate reaches 95 %.
    const perLesson = Array.from({ length: 12 }, (_, n) => n + 1).find(
      (n) =>
        knowledgeOf([
          { correct: false, guess: 0.05 },
          ...Array.from({ length: n - 1 }, () => ({ correct: true, guess: 0.05 })),
        ]) >= KNOWN_AT,
    )!;
    expect(perLesson).toBe(3);
    expect(result.answered - result.reviews).toBe(6 * perLesson);
    expect(result.unitQuestions.every((q) => q !== null)).toBe(true);
  });

  it("needs more questions when it slips more", () => {
    const run = (slip: number) =>
      runBenchmark([path], {
        students: 60,
        days: 30,
        seed: 3,
        policies: ["adaptive"],
        params: { ...DEFAULT_LEARNER_PARAMS, slip },
      })[0]!;
    expect(run(0.3).answered).toBeGreaterThan(run(0.05).answered);
  });

  it("forgets: recall falls with time since practice, and is lower at 60 days than at 30", () => {
    expect(recallProbability(0, 5)).toBeCloseTo(1, 5);
    expect(recallProbability(5, 5)).toBeCloseTo(0.9, 2);
    expect(recallProbability(30, 5)).toBeLessThan(recallProbability(10, 5));
    const learner = new Learner(path, { ...perfect, forgets: true }, createRandom(1), 0);
    learner.read("a", 0);
    expect(learner.recallAt("a", 0)).toBeCloseTo(1, 5);
    expect(learner.recallAt("a", 30 * 86_400_000)).toBeLessThan(learner.recallAt("a", 86_400_000));
    const result = simulateStudent(path, () => fixedOrder(path), 2, { days: 30 });
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(result.recall60)).toBeLessThan(mean(result.recall30));
  });
});

describe("a stall", () => {
  it("is a week with study and no newly mastered skill while some are left", () => {
    const studied = Array.from({ length: 10 }, () => true);
    expect(stalled([1, 2, 3, 4, 5, 6, 6, 6, 6, 6], studied, 10)).toBe(false);
    expect(stalled([1, 2, 2, 2, 2, 2, 2, 2, 2, 2], studied, 10)).toBe(true);
    expect(stalled([1, 2, 2, 2, 2, 2, 2, 2, 2, 2], studied, 2)).toBe(false);
    expect(
      stalled(
        [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
        Array.from({ length: 10 }, () => false),
        5,
      ),
    ).toBe(false);
  });
});

describe("the benchmark", () => {
  it("is deterministic with a seed, and the platform's policy needs fewer questions than the fixed order", () => {
    const options = { students: 40, days: 20, seed: 5, policies: ["fixed", "adaptive"] } as const;
    const first = runBenchmark([path], options);
    expect(runBenchmark([path], options)).toEqual(first);
    const [fixed, adaptive] = first;
    expect(adaptive!.unitsMastered).toBeGreaterThan(fixed!.unitsMastered);
    expect(adaptive!.stalled).toBeLessThanOrEqual(fixed!.stalled);
  });
});
