import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The house style's rule (issue 8): SQL lives in repositories and migrations only. A query built
 * anywhere else (a route, a service, a plugin) fails this test with the file's name. The database
 * layer itself (db/, open-database.ts), the CLI's admin creation and tests are the exceptions.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql`|\bsql</;
const ALLOWED = [
  /\.repository\.ts$/,
  /\.test\.ts$/,
  /^db\//,
  /^open-database\.ts$/,
  /^test\//,
  /^cli\.ts$/,
  /test-fixtures\.ts$/,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

describe("SQL boundary", () => {
  it("builds queries only in repositories and the database layer", () => {
    const offenders = sourceFiles(root)
      .map((file) => path.relative(root, file).split(path.sep).join("/"))
      .filter((file) => !ALLOWED.some((rule) => rule.test(file)))
      .filter((file) => QUERY.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
