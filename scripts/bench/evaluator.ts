/**
 * Times the answer evaluator in-process (issue 4 "Speed": p99 under 2 ms per answer). Judges
 * 10,000 generated answers of every question type, right, nearly right and wrong, plus a few
 * hostile ones, after a warm-up that is not counted, and prints count, mean, p50 and p99 per
 * answer and the p99 against the target. Asserts nothing: slowness is reported, never failed.
 *
 * Usage: node --import tsx scripts/bench/evaluator.ts [--json]   (also a section of `npm run bench`)
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { evaluateAnswer } from "@app/domain/evaluator/evaluate";
import type { PracticeQuestion, QuestionType } from "@app/domain/evaluator/types";

export const EVALUATOR_TARGET_P99_MS = 2;
const DEFAULT_COUNT = 10_000;
const WARMUP_COUNT = 1_000;

export interface EvaluatorBenchResult {
  count: number;
  warmupCount: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  targetP99Ms: number;
  /** p99 as a fraction of the target: below 1 meets it. */
  p99VsTarget: number;
  /** Share of the answers judged correct (or partly), a check that the mix is a real mix. */
  correctShare: number;
  byType: Record<string, { count: number; p99Ms: number }>;
}

interface Case {
  question: PracticeQuestion;
  answer: string;
}

/** Mulberry32, seeded: every run judges the same answers. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function question(
  type: QuestionType,
  correctAnswer: string,
  extra: Partial<PracticeQuestion> = {},
): PracticeQuestion {
  return { id: "bench", type, question: "?", correctAnswer, hint: "", ...extra };
}

const WORDS: [string, string, string][] = [
  ["l'école", "fr", "l'ecole"],
  ["où", "fr", "ou"],
  ["bibliothèque", "fr", "bibliotèque"],
  ["Je voudrais un café, s'il vous plaît.", "fr", "je voudrais un cafe s'il vous plait"],
  ["niño", "es", "nino"],
  ["también", "es", "tambien"],
  ["¿Dónde está la estación?", "es", "donde esta la estacion"],
  ["ordenador", "es", "ordenadro"],
  ["photosynthesis", "en", "photosynthesys"],
  ["print(len(items))", "en", "print(items.len())"],
];

/** Hostile answers, a small share of real traffic; built once so that making cases costs no garbage. */
const HOSTILE_ANSWERS = [
  "(".repeat(300),
  "x".repeat(499),
  `${"x+".repeat(240)}x`,
  "x^99999999",
  "1,".repeat(900),
  "a".repeat(100_000),
  "2(x+1)",
];

/** One generated answer; `random` picks the type, the numbers and whether it is right. */
function generateCase(random: () => number): Case {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const a = int(1, 9);
  const b = int(2, 12);
  switch (int(0, 6)) {
    case 0: {
      const options = ["London", "Paris", "Madrid", "Rome"].map((text, i) => ({ id: "abcd"[i]!, text }));
      const q = question("multiple_choice", "b", { options });
      return { question: q, answer: pick(["b", "(B)", "b)", "paris", "Madrid", "c", "Berlin"]) };
    }
    case 1:
      return {
        question: question("true_false", pick(["true", "false"])),
        answer: pick(["true", "False", "vrai", "faux", "yes", "n", "maybe"]),
      };
    case 2: {
      const k = int(2, 5);
      const q = question("numeric", `${a}/${b}`);
      const value = a / b;
      return {
        question: q,
        answer: pick([
          `${a * k}/${b * k}`,
          String(value),
          `${value * 100}%`,
          `${(value * 1000).toExponential(3).replace("e+", "e")}e-3`,
          `${a + 1}/${b}`,
          `${value.toFixed(2)}`.replace(".", ","),
          `${int(1, 3)} ${a}/${b}`,
          "1,234.5 cm",
        ]),
      };
    }
    case 3: {
      const q = question("algebraic", `(x+${a})(x-${b})`);
      return {
        question: q,
        answer: pick([
          `x^2 + ${a - b}x - ${a * b}`,
          `x² + ${a - b}x - ${a * b}`,
          `(x-${b})(x+${a})`,
          `x^2 - ${a * b}`,
          `(x+${a})^2`,
          `${a}(x+1)(x-${b}) / ${a}`,
          `y = (x+${a})(x-${b})`,
          "(x+1",
          "9^9^9^9",
          `sqrt((x+${a})^2)(x-${b})`,
        ]),
      };
    }
    case 4: {
      const q = question("solutions", `x = ${a}, x = -${b}`);
      return {
        question: q,
        answer: pick([
          `-${b}, ${a}`,
          `x=${a} or x=-${b}`,
          `{${a}, -${b}}`,
          `${a}`,
          `${a}, ${b}`,
          `${a}, -${b}, 0`,
        ]),
      };
    }
    case 5: {
      const [correct, language, near] = pick(WORDS);
      const q = question("short_answer", correct, { language });
      return { question: q, answer: pick([correct, correct.toUpperCase(), near, "je ne sais pas"]) };
    }
    default: {
      const q = question(pick(["algebraic", "numeric", "short_answer", "solutions"] as const), "2x + 2");
      return { question: q, answer: pick(HOSTILE_ANSWERS) };
    }
  }
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Judges `count` generated answers, timing each call on its own. */
export function runEvaluatorBench(count = DEFAULT_COUNT): EvaluatorBenchResult {
  const warmupRandom = createRandom(7);
  for (let i = 0; i < WARMUP_COUNT; i++) {
    const { question: q, answer } = generateCase(warmupRandom);
    evaluateAnswer(q, answer);
  }
  const random = createRandom(2024);
  const cases = Array.from({ length: count }, () => generateCase(random));
  const timings: number[] = [];
  const byType = new Map<string, number[]>();
  let correct = 0;
  for (const { question: q, answer } of cases) {
    const start = process.hrtime.bigint();
    const result = evaluateAnswer(q, answer);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    timings.push(ms);
    if (result.score > 0) correct++;
    const list = byType.get(q.type) ?? [];
    list.push(ms);
    byType.set(q.type, list);
  }
  const sorted = [...timings].sort((x, y) => x - y);
  const p99Ms = percentile(sorted, 99);
  return {
    count,
    warmupCount: WARMUP_COUNT,
    meanMs: timings.reduce((sum, t) => sum + t, 0) / Math.max(1, count),
    p50Ms: percentile(sorted, 50),
    p99Ms,
    maxMs: sorted[sorted.length - 1] ?? 0,
    targetP99Ms: EVALUATOR_TARGET_P99_MS,
    p99VsTarget: p99Ms / EVALUATOR_TARGET_P99_MS,
    correctShare: correct / Math.max(1, count),
    byType: Object.fromEntries(
      [...byType].map(([type, list]) => [
        type,
        {
          count: list.length,
          p99Ms: percentile(
            [...list].sort((x, y) => x - y),
            99,
          ),
        },
      ]),
    ),
  };
}

/** The result as a few lines of text. */
export function formatEvaluatorBench(result: EvaluatorBenchResult): string {
  const ms = (value: number) => value.toFixed(4);
  const types = Object.entries(result.byType)
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([type, t]) => `  ${type.padEnd(16)} ${String(t.count).padStart(5)} answers  p99 ${ms(t.p99Ms)} ms`);
  return [
    `Answer evaluator, in-process: ${result.count} mixed answers after ${result.warmupCount} warm-up (${Math.round(result.correctShare * 100)}% right or partly right)`,
    `  per answer: mean ${ms(result.meanMs)} ms, p50 ${ms(result.p50Ms)} ms, p99 ${ms(result.p99Ms)} ms, max ${ms(result.maxMs)} ms`,
    `  p99 vs the ${result.targetP99Ms} ms target: ${result.p99VsTarget.toFixed(3)} (${result.p99VsTarget < 1 ? "meets it" : "MISSES it"})`,
    ...types,
  ].join("\n");
}

const isMain =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const result = runEvaluatorBench();
  if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else process.stdout.write(`${formatEvaluatorBench(result)}\n`);
}
