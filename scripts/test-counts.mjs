// Adds up the JSON reports of Vitest and Playwright; a failed step with no report counts once.
import fs from "node:fs";
import path from "node:path";

function countReport(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  if (typeof report.numPassedTests === "number") {
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  }
  if (report.stats) {
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  }
  return { passed: 0, failed: 1 };
}

/** Totals the reports in `dir`; steps that failed without writing a report count as one failure each. */
export function readCounts(dir, reportFiles, stepResults = []) {
  let passed = 0;
  let failed = 0;
  for (const name of reportFiles) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    const c = countReport(file);
    passed += c.passed;
    failed += c.failed;
  }
  const reportSteps = new Set(["unit, component and API tests", "browser tests", "API tests on PostgreSQL"]);
  for (const s of stepResults) {
    if (s.ok) continue;
    const hasReport = reportSteps.has(s.name) && reportFiles.some((f) => fs.existsSync(path.join(dir, f)));
    if (!reportSteps.has(s.name) || !hasReport) failed += 1;
  }
  return { passed, failed };
}

/** A terminal colour code (ESC [ … m), made from its character code: a control character in a literal is refused by the linter. */
const TERMINAL_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

function firstLine(text) {
  return (
    String(text ?? "")
      .replace(TERMINAL_COLOUR, "")
      .split("\n")
      .find((l) => l.trim()) ?? ""
  );
}

function playwrightFailures(suite, out) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== "unexpected") continue;
      const last = t.results?.[t.results.length - 1];
      out.push(`${spec.file}:${spec.line} ${spec.title} — ${firstLine(last?.error?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, out);
}

/** One line per failed test in the reports of `dir`: file, title and the first line of the error. */
export function listFailures(dir, reportFiles) {
  const out = [];
  for (const name of reportFiles) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    const report = JSON.parse(fs.readFileSync(file, "utf8"));
    if (Array.isArray(report.testResults)) {
      for (const r of report.testResults) {
        const rel = path.relative(process.cwd(), r.name ?? "");
        const failed = (r.assertionResults ?? []).filter((a) => a.status === "failed");
        for (const a of failed) out.push(`${rel} ${a.fullName} — ${firstLine(a.failureMessages?.[0])}`);
        if (r.status === "failed" && failed.length === 0) out.push(`${rel} — ${firstLine(r.message)}`);
      }
    } else if (Array.isArray(report.suites)) {
      for (const s of report.suites) playwrightFailures(s, out);
    }
  }
  return out.map((l) => (l.length > 400 ? `${l.slice(0, 400)}…` : l));
}
