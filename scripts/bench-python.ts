/**
 * The Python course's figures (issue 25): Python's start-up in throttled Chromium with and without
 * the build's memory snapshot (scripts/bench/python-browser.ts), the server's check runs and memory,
 * and the Python pages' file sizes (scripts/bench/python.ts). Never asserts a time.
 *
 * Usage: npm run bench:python [-- --json] [-- --server-only] [-- --browser-only]
 * Env:   BENCH_RUNS  cold+warm page loads per variant (default 3); WEB_DIST  the web build (apps/web/dist)
 */
import { formatPythonBench, runPythonBench } from "./bench/python.ts";
import { formatPythonBrowserBench, runPythonBrowserBench } from "./bench/python-browser.ts";

const progress = (message: string) => process.stderr.write(`${message}\n`);
const json = process.argv.includes("--json");
const browser = process.argv.includes("--server-only") ? null : await runPythonBrowserBench(progress);
if (browser && !json) process.stdout.write(`${formatPythonBrowserBench(browser)}\n\n`);
progress("Python check runs on the server…");
const server = process.argv.includes("--browser-only") ? null : await runPythonBench();
if (server && !json) process.stdout.write(`${formatPythonBench(server)}\n`);
if (json) process.stdout.write(`${JSON.stringify({ browser, server }, null, 2)}\n`);
