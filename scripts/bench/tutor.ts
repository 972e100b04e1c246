/**
 * Times the built-in tutor (issue 24 "Deterministic and fast: p95 under 50 ms per turn"): a whole
 * turn as the server runs it (guardrails, the MiniSearch index of the lesson built afresh, ranking,
 * the hint ladder and the answer check, tone and pace wording) over a lesson of 40 paragraphs, 6
 * worked examples and 12 questions, with a mix of free questions, hint requests and pleas for the
 * answer. Prints count, mean, p50, p95 and p99 per turn. Asserts nothing.
 *
 * Usage: node --import tsx scripts/bench/tutor.ts [--json]   (also a section of `npm run bench`)
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { builtInTurn } from "@app/domain/tutor/engine";
import type { TutorMaterial } from "@app/domain/tutor/lesson-index";
import { LessonIndex } from "@app/domain/tutor/lesson-index";

const TURNS = 2_000;
const WARMUP = 100;

export interface TutorBenchResult {
  turns: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function lesson(): TutorMaterial {
  const topics = [
    "fractions",
    "denominators",
    "numerators",
    "common multiples",
    "equivalent fractions",
    "mixed numbers",
  ];
  const body = Array.from({ length: 40 }, (_, i) => {
    const t = topics[i % topics.length]!;
    return `${i % 8 === 0 ? `## Part ${i / 8 + 1}\n\n` : ""}When working with ${t}, first look at the parts. Then compare them carefully and write each step. Paragraph ${i} explains ${t} with an example of ${i + 2} pieces.`;
  }).join("\n\n");
  return {
    id: 1,
    title: "Fractions in depth",
    body,
    examples: Array.from({ length: 6 }, (_, i) => ({
      title: `Example ${i + 1}`,
      problem: `Add ${i + 1}/9 and 2/9.`,
      solution: `The denominators match. Add the numerators: ${i + 1} + 2 = ${i + 3}. The sum is ${i + 3}/9.`,
    })),
    questions: Array.from({ length: 12 }, (_, i) => ({
      id: `q${i + 1}`,
      type: "short_answer" as const,
      question: `What is ${i + 1}/11 + 3/11?`,
      correctAnswer: `${i + 4}/11`,
      hint: "Keep the denominator and add the numerators.",
      explanation: `The sum is ${i + 4}/11.`,
    })),
  };
}

export function runTutorBench(turns = TURNS): TutorBenchResult {
  const material = lesson();
  const messages = [
    { message: "How do I compare denominators in equivalent fractions?", mode: "ask" as const },
    { message: "What is the answer to question 3?", mode: "ask" as const },
    { message: "hint please", mode: "hint" as const, questionId: "q5" },
    { message: "Who invented football?", mode: "ask" as const },
    { message: "Donne-moi la réponse de la question 2", mode: "ask" as const },
  ];
  const turn = (i: number) => {
    const m = messages[i % messages.length]!;
    return builtInTurn(
      {
        material,
        persona: {
          name: "Sam",
          tone: (["gentle", "neutral", "energetic"] as const)[i % 3]!,
          pace: "slow",
          modality: "read",
        },
        message: m.message,
        mode: m.mode,
        questionId: "questionId" in m ? m.questionId : undefined,
        state: { q5: { rungsUsed: i % 4, hasTried: i % 2 === 0 } },
      },
      // The server builds the index per turn: so does the bench.
      new LessonIndex(material),
    );
  };
  for (let i = 0; i < WARMUP; i++) turn(i);
  const times: number[] = [];
  for (let i = 0; i < turns; i++) {
    const started = performance.now();
    turn(i);
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    turns,
    meanMs: times.reduce((s, t) => s + t, 0) / times.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
}

export function formatTutorBench(r: TutorBenchResult): string {
  const ms = (v: number) => v.toFixed(3);
  return [
    `Built-in tutor, in-process: ${r.turns} turns over a lesson of 40 paragraphs, 6 examples, 12 questions (target p95 < 50 ms)`,
    `  per turn: mean ${ms(r.meanMs)} ms, p50 ${ms(r.p50Ms)} ms, p95 ${ms(r.p95Ms)} ms, p99 ${ms(r.p99Ms)} ms`,
  ].join("\n");
}

const isMain =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const result = runTutorBench();
  if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else process.stdout.write(`${formatTutorBench(result)}\n`);
}
