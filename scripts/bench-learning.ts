/**
 * The learning benchmark (issue 28): 1 000 simulated students, 60 simulated days, three policies
 * (a fixed order, the platform before issue 28, the platform now), on the real curriculum's
 * learning paths. Deterministic with a seed. Prints a table and the headline comparison.
 *
 * Usage: npm run bench:learning [-- --students N] [-- --days N] [-- --seed N] [-- --json]
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  buildPath,
  type CourseFile,
  type PathFile,
  type PolicySummary,
  runBenchmark,
} from "@app/learning-sim";

const say = (line: string) => process.stdout.write(`${line}\n`);
const root = path.resolve(import.meta.dirname, "..");
const curriculum = path.join(root, "apps/server/content/curriculum");

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const courses = readdirSync(path.join(curriculum, "courses"))
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(curriculum, "courses", f), "utf8")) as CourseFile);
const pathFiles = JSON.parse(
  readFileSync(path.join(curriculum, "learning-paths.json"), "utf8"),
) as PathFile[];
const paths = pathFiles.map((p) => buildPath(courses, p));

const options = { students: arg("students", 1000), days: arg("days", 60), seed: arg("seed", 28) };
const started = performance.now();
const summaries = runBenchmark(paths, options);
const seconds = (performance.now() - started) / 1000;

if (process.argv.includes("--json")) {
  say(JSON.stringify({ options, seconds, summaries }, null, 2));
} else {
  const fmt = (v: number | null) => (v === null ? "not reached" : String(v));
  const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
  say(
    `Learning benchmark: ${options.students} students, ${options.days} days, seed ${options.seed}, ${paths.length} paths (${seconds.toFixed(1)} s)\n`,
  );
  say(
    "| policy | questions to unit mastery (median) | p90 | units mastered | recall at 30 days | recall at 60 days | study min | answered | stalled |",
  );
  say("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const s of summaries)
    say(
      `| ${s.policy} | ${fmt(s.unitQuestionsMedian)} | ${fmt(s.unitQuestionsP90)} | ${pct(s.unitsMastered)} | ${pct(s.recall30)} | ${pct(s.recall60)} | ${s.studyMinutes.toFixed(0)} | ${s.answered.toFixed(0)} | ${pct(s.stalled)} |`,
    );
  const by = (name: string) => summaries.find((s) => s.policy === name) as PolicySummary;
  const fixed = by("fixed");
  for (const name of ["platform", "adaptive"]) {
    const s = by(name);
    if (fixed.unitQuestionsMedian && s.unitQuestionsMedian) {
      const change = Math.round((1 - s.unitQuestionsMedian / fixed.unitQuestionsMedian) * 100);
      const words = change >= 0 ? `${change} % fewer` : `${-change} % more`;
      say(
        `\n${name}: ${words} answered questions than the fixed order (median), recall at 30 days ${pct(s.recall30)}`,
      );
    }
  }
}
