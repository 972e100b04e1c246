/** The learning benchmark: the same simulated students under each policy, summarised side by side. */

import { adaptivePolicy } from "./adaptive.ts";
import type { SimPath } from "./curriculum.ts";
import type { LearnerParams } from "./learner.ts";
import { fixedOrder, type Policy, type PolicyName, platformPolicy } from "./policies.ts";
import type { Random } from "./random.ts";
import { type StudentResult, simulateStudent } from "./simulate.ts";

export const POLICIES: Record<PolicyName, (path: SimPath, random: Random) => Policy> = {
  fixed: (path) => fixedOrder(path),
  platform: platformPolicy,
  adaptive: adaptivePolicy,
};

export interface PolicySummary {
  policy: PolicyName;
  /** Answered questions until a unit is mastered, over (student, unit) pairs; null: not reached. */
  unitQuestionsMedian: number | null;
  unitQuestionsP90: number | null;
  /** Share of (student, unit) pairs mastered within the simulated days. */
  unitsMastered: number;
  recall30: number;
  recall60: number;
  /** Mean study minutes per student over the whole run. */
  studyMinutes: number;
  answered: number;
  stalled: number;
}

/** The q-quantile where not reaching mastery counts as more than any number; null when it falls there. */
export function quantile(values: readonly (number | null)[], q: number): number | null {
  const sorted = values.map((v) => v ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const v = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return Number.isFinite(v) ? v : null;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function summarise(policy: PolicyName, results: readonly StudentResult[]): PolicySummary {
  const pairs = results.flatMap((r) => r.unitQuestions);
  return {
    policy,
    unitQuestionsMedian: quantile(pairs, 0.5),
    unitQuestionsP90: quantile(pairs, 0.9),
    unitsMastered: pairs.filter((p) => p !== null).length / Math.max(1, pairs.length),
    recall30: mean(results.flatMap((r) => r.recall30)),
    recall60: mean(results.flatMap((r) => r.recall60)),
    studyMinutes: mean(results.map((r) => r.studySeconds / 60)),
    answered: mean(results.map((r) => r.answered)),
    stalled: results.filter((r) => r.stalled).length / Math.max(1, results.length),
  };
}

export interface BenchmarkOptions {
  students: number;
  days: number;
  seed: number;
  policies?: readonly PolicyName[];
  params?: LearnerParams;
}

/** Student i learns path i mod paths, with seed `seed + i`, under every policy. */
export function runBenchmark(paths: readonly SimPath[], options: BenchmarkOptions): PolicySummary[] {
  const names = options.policies ?? (["fixed", "platform", "adaptive"] as const);
  return names.map((name) => {
    const results: StudentResult[] = [];
    for (let i = 0; i < options.students; i++) {
      const path = paths[i % paths.length]!;
      results.push(
        simulateStudent(path, POLICIES[name], options.seed + i, {
          days: options.days,
          ...(options.params ? { params: options.params } : {}),
        }),
      );
    }
    return summarise(name, results);
  });
}
