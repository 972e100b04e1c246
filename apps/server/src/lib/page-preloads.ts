import fs from "node:fs";
import path from "node:path";
import { CSP_NONCE_PLACEHOLDER } from "@app/contract/csp";

/** One chunk of the web build's manifest (dist/.vite/manifest.json), as Vite writes it. */
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The code groups (decision 033) a cold load of a page needs before it can draw its first screen,
 * asked for by the page's HTML (issue 21: the lesson page's first paint). Without them the router
 * finds the page's code only once the entry has run, then appends a `modulepreload` link per
 * chunk, each a slow DOM insertion on a throttled phone; with them the browser fetches (and
 * compiles) the chunks while the entry still runs. Every matching line counts.
 */
export const PRELOADED_GROUPS: readonly { path: RegExp; groups: readonly string[] }[] = [
  // The lesson's group imports the student shell's.
  { path: /^\/student\/material\/\d+\/?$/, groups: ["lesson"] },
  { path: /^\/student(?:\/|$)/, groups: ["student-shell"] },
];

/** The manifest key of the HTML entry: its own scripts are in the HTML already. */
const ENTRY_KEY = "index.html";

/**
 * The files a page's HTML asks for ahead: the scripts and style sheets of its groups and of
 * everything they import, in import order (dependencies first), without the entry's own. Group
 * chunks are the manifest's unnamed-source chunks (keys starting with "_") named after the group.
 */
export function pagePreloads(
  manifest: BuildManifest,
  urlPath: string,
): { scripts: string[]; styles: string[] } {
  const groups = PRELOADED_GROUPS.filter((line) => line.path.test(urlPath)).flatMap((line) => line.groups);
  const entry = manifest[ENTRY_KEY];
  const skip = new Set<string>([ENTRY_KEY, ...(entry?.imports ?? [])]);
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skip.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
  };
  for (const group of groups) {
    const key = Object.keys(manifest).find((k) => k.startsWith("_") && manifest[k]?.name === group);
    if (key) visit(key);
  }
  return { scripts, styles };
}

/**
 * The style sheets a source module of the web app brings when it loads (its manifest entry's
 * `css`), for a page whose HTML draws with them before the module is asked for (decision 072).
 */
export function moduleStyles(manifest: BuildManifest, sourcePath: string): string[] {
  return (manifest[sourcePath]?.css ?? []).map((css) => `/${css}`);
}

/**
 * The HTML with its page's preloads before `</head>`, carrying the nonce placeholder as Vite's own
 * tags do (hashed file names only: nothing to escape).
 */
export function withPagePreloads(html: string, preloads: { scripts: string[]; styles: string[] }): string {
  if (preloads.scripts.length === 0 && preloads.styles.length === 0) return html;
  const tags = [
    ...preloads.styles.map(
      (href) => `<link rel="stylesheet" crossorigin href="${href}" nonce="${CSP_NONCE_PLACEHOLDER}">`,
    ),
    ...preloads.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${href}" nonce="${CSP_NONCE_PLACEHOLDER}">`,
    ),
  ];
  return html.replace("</head>", () => `  ${tags.join("\n    ")}\n  </head>`);
}

/** The web build's manifest, read once per build (its change time is checked on each call). */
export class BuildManifestFile {
  private cached: { mtimeMs: number; manifest: BuildManifest } | null = null;

  constructor(private readonly webDist: string) {}

  /** The manifest, or an empty one when the build has none (a page then preloads nothing). */
  read(): BuildManifest {
    const file = path.join(this.webDist, ".vite", "manifest.json");
    try {
      const stat = fs.statSync(file);
      if (!this.cached || this.cached.mtimeMs !== stat.mtimeMs)
        this.cached = {
          mtimeMs: stat.mtimeMs,
          manifest: JSON.parse(fs.readFileSync(file, "utf8")) as BuildManifest,
        };
      return this.cached.manifest;
    } catch {
      return {};
    }
  }
}
