import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One client per endpoint (issue 8): every call of the API is made from exactly one fetcher file,
 * so its cache key, its parsing and its error texts live in one place.
 */
const srcDir = path.resolve(__dirname, "..");
const CALL = /\bapi\.(get|post|put|patch|delete)(?:<[^(]*>)?\(\s*(?:withStudentId\(\s*)?[`"]([^`"]+)[`"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** "GET /material-progress/:x" for a call, whatever its ids and query string. */
function endpointOf(method: string, target: string): string {
  const pathOnly = target.replace(/\$\{[^}]*\}/g, ":x").split("?")[0]!;
  return `${method.toUpperCase()} ${pathOnly}`;
}

describe("API clients", () => {
  it("calls each endpoint from one fetcher file only", () => {
    const callers = new Map<string, Set<string>>();
    for (const file of sourceFiles(srcDir)) {
      const text = fs.readFileSync(file, "utf8");
      for (const match of text.matchAll(CALL)) {
        const endpoint = endpointOf(match[1]!, match[2]!);
        const files = callers.get(endpoint) ?? new Set<string>();
        files.add(path.relative(srcDir, file));
        callers.set(endpoint, files);
      }
    }
    expect(callers.size).toBeGreaterThan(30);
    const shared = [...callers]
      .filter(([, files]) => files.size > 1)
      .map(([endpoint, files]) => ({
        endpoint,
        files: [...files],
      }));
    expect(shared).toEqual([]);
  });
});
