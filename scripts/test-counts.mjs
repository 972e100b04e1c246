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
