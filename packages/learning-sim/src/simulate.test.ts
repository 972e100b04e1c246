import { isKnown, KNOWN_AT, knowledgeOf } from "@app/domain/learning-policy";
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

  it("with the platform's policy, a perfect student moves on once two answers show a lesson known", () => {
    // Typed questions: two right answers take the estimate from 20 % past 95 %.
    expect(knowledgeOf([{ correct: true, guess: 0.05 }])).toBeLessThan(KNOWN_AT);
    expect(
      knowledgeOf([
        { correct: true, guess: 0.05 },
        { correct: true, guess: 0.05 },
      ]),
    ).toBeGreaterThanOrEqual(KNOWN_AT);
    const result = simulateStudent(path, adaptivePolicy, 1, { days: 10, params: perfect });
    // Two answers in each of the first two lessons; the third lesson's deck completes the unit.
    expect(result.unitQuestions).toEqual([2 + 2, 2 + 2]);
  });

  it("needs more answers before the platform calls a lesson known when it slips more", () => {
    const answersUntilKnown = (slip: number, seed: number) => {
      const learner = new Learner(path, { ...DEFAULT_LEARNER_PARAMS, slip }, createRandom(seed), 0);
      const skill = path.skills[0]!;
      learner.read(skill.slug, 0);
      const answers: { correct: boolean; guess: number }[] = [];
      while (!isKnown(answers) && answers.length < 40) {
        const question = skill.questions[answers.length % skill.questions.length]!;
        answers.push({
          correct: learner.answer(skill.slug, question, answers.length * 60_000),
          guess: question.guess,
        });
      }
      return answers.length;
    };
    const mean = (slip: number) =>
      Array.from({ length: 200 }, (_, seed) => answersUntilKnown(slip, seed)).reduce((a, b) => a + b, 0) /
      200;
    expect(mean(0.3)).toBeGreaterThan(mean(0.05));
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
    const options = { students: 16, days: 12, seed: 5, policies: ["fixed", "adaptive"] } as const;
    const first = runBenchmark([path], options);
    expect(runBenchmark([path], options)).toEqual(first);
    const [fixed, adaptive] = first;
    expect(adaptive!.unitsMastered).toBeGreaterThan(fixed!.unitsMastered);
    expect(adaptive!.stalled).toBeLessThanOrEqual(fixed!.stalled);
  });
});
