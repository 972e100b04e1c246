import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One way to fetch (issue 22, decision 046): query keys are written only in key factories (a
 * feature's `api/keys.ts`, a shared folder's `keys.ts`, the roots in `lib/query-keys.ts`), and
 * every `api/` file that defines a query exports its fetcher and its `queryOptions` (or narrows
 * another file's options with `select`, as the library's views do).
 */
const srcDir = path.resolve(__dirname, "..");
/** An exported function that is neither a hook nor query options: the fetcher. */
const FETCHER = /export (async )?function (?!use[A-Z])\w+(?<!QueryOptions)\(/;
const isKeysFile = (file: string) => /(^|\/)keys\.ts$|^lib\/query-keys\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(srcDir).map((file) => ({
  name: path.relative(srcDir, file).split(path.sep).join("/"),
  text: fs.readFileSync(file, "utf8"),
}));

describe("query keys and fetchers", () => {
  it("writes no query key outside a key factory", () => {
    const inline = files
      .filter(({ name }) => !isKeysFile(name))
      .flatMap(({ name, text }) =>
        [
          ...text.matchAll(
            /queryKey:\s*(\[|["'`])|\bconst \w*(?:QueryKey|Keys|_KEY)\s*=\s*(?:\[|\{|\([^)]*\)\s*=>)/g,
          ),
        ].map((match) => `${name}: ${match[0]}`),
      );
    expect(inline).toEqual([]);
  });

  it("has one key factory per feature, named after it", () => {
    const keyFiles = files.filter(({ name }) => /^features\/[^/]+\//.test(name) && isKeysFile(name));
    for (const { name, text } of keyFiles) {
      expect(name, "a feature's keys live in its api/keys.ts").toMatch(/^features\/[^/]+\/api\/keys\.ts$/);
      expect(text, name).toMatch(/export const \w+Keys = \{/);
    }
    const perFeature = new Map<string, number>();
    for (const { name } of keyFiles) {
      const feature = name.split("/")[1] ?? "";
      perFeature.set(feature, (perFeature.get(feature) ?? 0) + 1);
    }
    expect([...perFeature.values()].every((count) => count === 1)).toBe(true);
    expect(perFeature.size).toBeGreaterThan(25);
  });

  it("exports a query's fetcher and its queryOptions from its api file", () => {
    const apiFiles = files.filter(
      ({ name, text }) =>
        /^(features\/[^/]+\/api|shared\/.+)\/[^/]+\.ts$/.test(name) && /\bqueryOptions\(\{/.test(text),
    );
    expect(apiFiles.length).toBeGreaterThan(60);
    const missing = apiFiles
      .filter(
        ({ text }) =>
          !/export (const|function) \w+QueryOptions\b/.test(text) ||
          !(FETCHER.test(text) || /\.\.\.\w+QueryOptions\(/.test(text)),
      )
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });
});
