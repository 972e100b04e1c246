import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * A colour utility whose colour the theme does not define (`bg-brand-300` with no --color-brand-300)
 * produces no CSS at all, so the element silently loses its colour (issue 9: seen-card dots
 * vanished). This test scans the web sources for colour utilities and fails on any colour the
 * theme does not define, in light, in dark (src/dark-theme.css) and, for the brand, in the kids
 * theme of both schemes (features/student-shell/student-shell.css).
 */

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const read = (relative: string) => fs.readFileSync(path.join(srcDir, relative), "utf8");

const PREFIXES = [
  "bg",
  "text",
  "border",
  "border-[xytrblse]",
  "ring",
  "ring-offset",
  "inset-ring",
  "from",
  "via",
  "to",
  "fill",
  "stroke",
  "outline",
  "divide",
  "placeholder",
  "decoration",
  "accent",
  "caret",
  "shadow",
  "inset-shadow",
]
  // Longest first, so `border-x-slate-200` is read as border-x + slate-200, not border + x-slate-200.
  .sort((a, b) => b.length - a.length)
  .join("|");
const SHADES = "50|100|200|300|400|500|600|700|800|900|950";
/** A colour utility: prefix, then a palette colour with its shade (or white/black), then an optional opacity. */
const COLOUR_UTILITY = new RegExp(
  `(?<![\\w-])(?:${PREFIXES})-((?:[a-z]+-)+(?:${SHADES})|white|black)(?:\\/\\d+)?(?![\\w-])`,
  "g",
);

/** The colours (e.g. "brand-300", "white") used by colour utilities in a text. */
export function findColourTokens(text: string): string[] {
  return [...new Set([...text.matchAll(COLOUR_UTILITY)].map((match) => match[1] ?? ""))];
}

/** The colour names a CSS block defines as --color-<name> custom properties. */
function definedColours(css: string): Set<string> {
  return new Set([...css.matchAll(/--color-([a-z0-9-]+)\s*:/g)].map((match) => match[1] ?? ""));
}

/** The body of the first rule whose selector list starts with `selector`. */
function ruleBody(css: string, selector: string): string {
  const start = css.indexOf(`${selector}`);
  if (start < 0) throw new Error(`No rule "${selector}" found.`);
  const open = css.indexOf("{", start);
  return css.slice(open + 1, css.indexOf("}", open));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every colour used in apps/web/src, with the first file using it. */
function usedColours(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(srcDir)) {
    for (const colour of findColourTokens(fs.readFileSync(file, "utf8"))) {
      if (!used.has(colour)) used.set(colour, path.relative(srcDir, file));
    }
  }
  return used;
}

/**
 * The light theme: the @theme colours of index.css, plus Tailwind's default palette when index.css
 * imports all of Tailwind and does not reset the colours (`--color-*: initial`).
 */
function lightColours(): Set<string> {
  const indexCss = read("index.css");
  const colours = definedColours(ruleBody(indexCss, "@theme"));
  const importsDefaults =
    /@import\s+["']tailwindcss["']/.test(indexCss) && !/--color-\*\s*:\s*initial/.test(indexCss);
  if (importsDefaults) {
    const require = createRequire(import.meta.url);
    const defaults = path.join(path.dirname(require.resolve("tailwindcss/package.json")), "theme.css");
    for (const colour of definedColours(fs.readFileSync(defaults, "utf8"))) colours.add(colour);
  }
  return colours;
}

const missing = (used: Iterable<string>, defined: Set<string>) => [...used].filter((c) => !defined.has(c));

describe("colour tokens", () => {
  const used = usedColours();

  it("finds colour utilities, and only those", () => {
    expect(
      findColourTokens(
        'className="hover:bg-brand-300 text-sm text-brand-950/80 border-x-slate-200 ring-white from-nope-50 to-50% text-2xl"',
      ).sort(),
    ).toEqual(["brand-300", "brand-950", "nope-50", "slate-200", "white"]);
    expect(findColourTokens("outline-2 outline-offset-2 divide-y shadow-sm ring-1 accent-400")).toEqual([]);
  });

  it("scans the app (a sanity check that the scan sees real classes)", () => {
    expect(used.has("brand-700")).toBe(true);
    expect(used.has("slate-900")).toBe(true);
  });

  it("uses only colours the light theme defines", () => {
    const light = lightColours();
    expect(missing(used.keys(), light).map((c) => `${c} (${used.get(c)})`)).toEqual([]);
  });

  it("gives every colour used (black aside) a value in the dark scheme", () => {
    const dark = definedColours(ruleBody(read("dark-theme.css"), ':root[data-color-scheme="dark"]'));
    const needed = [...used.keys()].filter((c) => c !== "black");
    expect(missing(needed, dark).map((c) => `${c} (${used.get(c)})`)).toEqual([]);
  });

  it("gives every brand shade used a value in the kids theme, light and dark", () => {
    const shellCss = read("features/student-shell/student-shell.css");
    const brand = [...used.keys()].filter((c) => c.startsWith("brand-"));
    expect(missing(brand, definedColours(ruleBody(shellCss, '[data-theme="kids"]')))).toEqual([]);
    expect(
      missing(
        brand,
        definedColours(ruleBody(shellCss, ':root[data-color-scheme="dark"][data-theme="kids"]')),
      ),
    ).toEqual([]);
  });
});
