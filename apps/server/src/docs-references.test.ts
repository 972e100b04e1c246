import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The spec and the decisions travel with the code (issue 22): the spec's route map in docs/spec is
 * the contract's, and every decision record the code or the docs name exists under that name.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const SKIP_DIRS = new Set(["node_modules", "dist", ".git", "test-results", ".ci-results", "coverage"]);

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP_DIRS.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return /\.(ts|tsx|mjs|cjs|md|sql)$/.test(entry.name) ? [full] : [];
  });
}

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), "utf8");

describe("docs that travel with the code", () => {
  it("keeps the spec in docs/spec, its route map equal to the contract's", () => {
    for (const file of ["product-spec.md", "decisions.md", "routes.json"]) {
      expect(fs.existsSync(path.join(repoRoot, "docs/spec", file)), file).toBe(true);
    }
    expect(JSON.parse(read("docs/spec/routes.json"))).toEqual(
      JSON.parse(read("packages/contract/src/spec-routes.json")),
    );
  });

  it("names only decision records that exist", () => {
    const records = fs.readdirSync(path.join(repoRoot, "docs/decisions")).filter((f) => /^\d{3}-/.test(f));
    const numbers = new Set(records.map((f) => f.slice(0, 3)));
    const broken: string[] = [];
    const files = ["apps", "packages", "e2e", "scripts", "docs"].flatMap((dir) =>
      textFiles(path.join(repoRoot, dir)),
    );
    for (const file of files) {
      const name = path.relative(repoRoot, file).split(path.sep).join("/");
      if (name.startsWith("docs/spec/")) continue; // the spec's own "decisions.md section N"
      const text = fs.readFileSync(file, "utf8");
      for (const match of text.matchAll(/decisions\/(\d{3}-[a-z0-9-]+\.md)/g)) {
        if (!records.includes(match[1] ?? "")) broken.push(`${name}: ${match[1]}`);
      }
      for (const match of text.matchAll(/\b[Dd]ecisions? ((?:\d{3}(?:, | and | or )?)+)/g)) {
        for (const number of match[1]?.match(/\d{3}/g) ?? []) {
          if (!numbers.has(number)) broken.push(`${name}: decision ${number}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
