import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The house keeps files small enough to read (issue 8): no source file over 400 lines, no test file
 * over 500 (issue 22), seed data and the evaluator's expression parser (one grammar, read top to
 * bottom) aside.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const MAX_LINES = 400;
/** Tests read top to bottom as a list of cases, and may run longer (issue 22). */
const MAX_TEST_LINES = 500;
const SKIP_DIRS = new Set(["node_modules", "dist", ".git", "test-results", ".ci-results", "coverage"]);
const EXEMPT = [/\/db\/seed\//, /packages\/domain\/src\/evaluator\/expression\.ts$/];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP_DIRS.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe("file size", () => {
  it(`keeps every source file within ${MAX_LINES} lines, and every test file within ${MAX_TEST_LINES}`, () => {
    const tooLong = ["apps", "packages", "e2e", "scripts"]
      .flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))
      .map((file) => path.relative(repoRoot, file).split(path.sep).join("/"))
      .filter((file) => !EXEMPT.some((rule) => rule.test(`/${file}`)))
      .map((file) => ({ file, lines: fs.readFileSync(path.join(repoRoot, file), "utf8").split("\n").length }))
      .filter(({ file, lines }) => lines > (/\.test\.tsx?$/.test(file) ? MAX_TEST_LINES : MAX_LINES) + 1);
    expect(tooLong).toEqual([]);
  });
});
