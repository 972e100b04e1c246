// `npm test`: the whole suite, in the order a failure is cheapest to find: typecheck, lint, import rules,
// unit + component + API tests (embedded database), production build with its bundle budget,
// then the browser tests against the built app. Ends with one line "N passed, M failed".
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { run } from "./lib.mjs";
import { listFailures, readCounts } from "./test-counts.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const results = path.join(root, ".ci-results");
fs.mkdirSync(results, { recursive: true });
for (const f of ["vitest.json", "playwright.json", "steps.json"])
  fs.rmSync(path.join(results, f), { force: true });

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const steps = [
  ["typecheck", "npx", ["tsc", "-b"]],
  ["lint", "npx", ["biome", "check", "."]],
  ["import rules", "npm", ["run", "lint:deps"]],
  [
    "unit, component and API tests",
    "npx",
    [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${path.join(results, "vitest.json")}`,
    ],
  ],
  ["production build", "npm", ["run", "build", "-w", "@app/web"]],
  ["browser tests", "npx", ["playwright", "test"]],
];

const stepResults = [];
for (const [name, command, args] of steps) {
  if (name === "browser tests" && !fs.existsSync(chromium)) {
    console.error(
      `\nBrowser tests need Chromium at ${chromium}: install it with 'apt-get install -y chromium'.`,
    );
    stepResults.push({ name, ok: false });
    continue;
  }
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, { cwd: root, env: { ...process.env, CI_RESULTS: "1" } });
  stepResults.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (code !== 0) console.error(`✗ ${name} failed (exit ${code})`);
}
fs.writeFileSync(path.join(results, "steps.json"), JSON.stringify(stepResults, null, 2));

const counts = readCounts(results, ["vitest.json", "playwright.json"], stepResults);
console.info("\nSteps:");
for (const s of stepResults) console.info(`  ${s.ok ? "✓" : "✗"} ${s.name} (${s.seconds} s)`);
const failures = listFailures(results, ["vitest.json", "playwright.json"]);
if (failures.length > 0) console.info(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join("\n")}`);
console.info(`\n${counts.passed} passed, ${counts.failed} failed`);
process.exit(stepResults.every((s) => s.ok) && counts.failed === 0 ? 0 : 1);
