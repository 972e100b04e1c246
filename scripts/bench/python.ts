import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { PythonCheckRunner } from "../../apps/server/src/modules/python-course/check-runner.ts";
import { loadPythonCourse } from "../../apps/server/src/modules/python-course/course-content.ts";

/*
 * The Python course's figures (issue 25): the server's check run for a typical exercise (p50, p95,
 * the process's memory), with interpreters restored from the runner's memory snapshot and booted
 * the normal way (decision 069); each first with one interpreter booted ahead, as a student meets
 * it, then back to back, where every run waits for the next interpreter's start. And the Python
 * pages' JavaScript and WebAssembly sizes in the built app. Timings go here, never into tests.
 */

export interface CheckRunFigures {
  /** How the runner's interpreters start: "snapshot" (after the first) or "normal". */
  variant: string;
  spaced: { p50Ms: number; p95Ms: number };
  backToBack: { p50Ms: number; p95Ms: number };
  /** The process's resident memory, at most, during the variant's runs. */
  rssMb: number;
}

export interface PythonBench {
  runs: number;
  checks: CheckRunFigures[];
  sizes: { file: string; rawKb: number; gzipKb: number; brotliKb: number }[];
}

const kb = (bytes: number) => Math.round(bytes / 1000);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: Math.round(quantile(sorted, 0.5)), p95Ms: Math.round(quantile(sorted, 0.95)) };
};

async function measureChecks(snapshot: boolean, runs: number): Promise<CheckRunFigures> {
  const course = loadPythonCourse();
  const { exercise } = course.exercises.get("ticket-price")!;
  const checks = [...exercise.examples, ...exercise.checks];
  const runner = new PythonCheckRunner({
    timeoutMs: 5_000,
    memoryMb: 512,
    bootTimeoutMs: 300_000,
    concurrency: 1,
    queueMax: 4,
    snapshot,
  });
  let rss = 0;
  const runOnce = async () => {
    const started = performance.now();
    const report = await runner.run(exercise.solution, checks);
    if (!report.passed) throw new Error("the reference solution failed its checks");
    rss = Math.max(rss, process.memoryUsage().rss);
    return performance.now() - started;
  };
  // Not counted: the first run, which boots the first interpreter (and makes the snapshot).
  await runOnce();
  const spaced: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Waiting for the spare first measures a run as a student meets it: the interpreter booted ahead.
    await new Promise((resolve) => setTimeout(resolve, snapshot ? 5_000 : 10_000));
    spaced.push(await runOnce());
  }
  const backToBack: number[] = [];
  for (let i = 0; i < runs; i++) backToBack.push(await runOnce());
  await runner.close();
  return {
    variant: snapshot ? "from the snapshot" : "normal boot",
    spaced: figures(spaced),
    backToBack: figures(backToBack),
    rssMb: Math.round(rss / 1e6),
  };
}

export async function runPythonBench(
  runs = Number(process.env.BENCH_RUNS ?? 6),
  webDist = "apps/web/dist",
): Promise<PythonBench> {
  const checks = [await measureChecks(true, runs), await measureChecks(false, runs)];
  const sizes: PythonBench["sizes"] = [];
  const pyodideDir = path.join(webDist, "pyodide");
  if (fs.existsSync(pyodideDir)) {
    const [version] = fs.readdirSync(pyodideDir);
    for (const file of [
      "pyodide.asm.wasm",
      "pyodide.asm.js",
      "python_stdlib.zip",
      "pyodide.mjs",
      "snapshot.bin",
    ]) {
      const full = path.join(pyodideDir, version!, file);
      if (!fs.existsSync(full)) continue;
      sizes.push({
        file: `pyodide/${version}/${file}`,
        rawKb: kb(fs.statSync(full).size),
        gzipKb: kb(fs.statSync(`${full}.gz`).size),
        brotliKb: kb(fs.statSync(`${full}.br`).size),
      });
    }
    for (const file of fs.readdirSync(path.join(webDist, "assets"))) {
      if (!/^(python-worker|use-python-runtime|week|ide|dashboard)-/.test(file) || !file.endsWith(".js"))
        continue;
      const bytes = fs.readFileSync(path.join(webDist, "assets", file));
      sizes.push({
        file: `assets/${file}`,
        rawKb: kb(bytes.length),
        gzipKb: kb(gzipSync(bytes).length),
        brotliKb: kb(brotliCompressSync(bytes).length),
      });
    }
  }
  return { runs, checks, sizes };
}

export function formatPythonBench(bench: PythonBench): string {
  const lines = [
    `Python check run (server, typical exercise, ${bench.runs} runs each):`,
    ...bench.checks.map(
      (c) =>
        `  ${c.variant.padEnd(18)} booted ahead p50 ${c.spaced.p50Ms} ms, p95 ${c.spaced.p95Ms} ms; back to back p50 ${c.backToBack.p50Ms} ms, p95 ${c.backToBack.p95Ms} ms; RSS ${c.rssMb} MB`,
    ),
    "Python pages' files (KB raw / gzip / brotli):",
    ...bench.sizes.map(
      (s) =>
        `  ${s.file.padEnd(48)} ${[s.rawKb, s.gzipKb, s.brotliKb].map((n) => String(n).padStart(7)).join(" ")}`,
    ),
  ];
  return lines.join("\n");
}
