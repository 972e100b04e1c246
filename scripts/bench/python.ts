import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PythonCheckRunner } from "../../apps/server/src/modules/python-course/check-runner.ts";
import { loadPythonCourse } from "../../apps/server/src/modules/python-course/course-content.ts";

/*
 * The Python course's figures (issue 25): the server's check run for a typical exercise (p50, p95,
 * the process's memory) with one interpreter booted ahead, as in production; and the Python
 * pages' JavaScript and WebAssembly sizes in the built app. Timings go here, never into tests.
 */

export interface PythonBench {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  rssMb: number;
  sizes: { file: string; rawKb: number; compressedKb: number }[];
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function runPythonBench(runs = 10, webDist = "apps/web/dist"): Promise<PythonBench> {
  const course = loadPythonCourse();
  const { exercise } = course.exercises.get("ticket-price")!;
  const runner = new PythonCheckRunner({
    timeoutMs: 5_000,
    memoryMb: 512,
    bootTimeoutMs: 300_000,
    concurrency: 1,
    queueMax: 4,
  });
  runner.warm();
  const times: number[] = [];
  let rss = 0;
  for (let i = 0; i < runs; i++) {
    // Waiting for the spare first measures a run as a student meets it: the interpreter booted ahead.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    const started = performance.now();
    const report = await runner.run(exercise.solution, [...exercise.examples, ...exercise.checks]);
    times.push(performance.now() - started);
    if (!report.passed) throw new Error("the reference solution failed its checks");
    rss = Math.max(rss, process.memoryUsage().rss);
  }
  await runner.close();
  times.sort((a, b) => a - b);
  const sizes: PythonBench["sizes"] = [];
  const pyodideDir = path.join(webDist, "pyodide");
  if (fs.existsSync(pyodideDir)) {
    const [version] = fs.readdirSync(pyodideDir);
    for (const file of ["pyodide.asm.wasm", "pyodide.asm.js", "python_stdlib.zip", "pyodide.mjs"]) {
      const full = path.join(pyodideDir, version!, file);
      sizes.push({
        file: `pyodide/${version}/${file}`,
        rawKb: Math.round(fs.statSync(full).size / 1000),
        compressedKb: Math.round(fs.statSync(`${full}.br`).size / 1000),
      });
    }
    for (const file of fs.readdirSync(path.join(webDist, "assets"))) {
      if (!/^(python-worker|use-python-runtime|week|ide|dashboard)-/.test(file) || !file.endsWith(".js"))
        continue;
      const bytes = fs.readFileSync(path.join(webDist, "assets", file));
      sizes.push({
        file: `assets/${file}`,
        rawKb: Math.round(bytes.length / 1000),
        compressedKb: Math.round(gzipSync(bytes).length / 1000),
      });
    }
  }
  return {
    runs,
    p50Ms: Math.round(quantile(times, 0.5)),
    p95Ms: Math.round(quantile(times, 0.95)),
    rssMb: Math.round(rss / 1e6),
    sizes,
  };
}

export function formatPythonBench(bench: PythonBench): string {
  const lines = [
    `Python check run (server, typical exercise, ${bench.runs} runs): p50 ${bench.p50Ms} ms, p95 ${bench.p95Ms} ms, RSS ${bench.rssMb} MB`,
    "Python pages' files (raw KB / compressed KB):",
    ...bench.sizes.map(
      (s) => `  ${s.file.padEnd(48)} ${String(s.rawKb).padStart(7)} ${String(s.compressedKb).padStart(7)}`,
    ),
  ];
  return lines.join("\n");
}
