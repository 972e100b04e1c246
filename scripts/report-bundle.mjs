#!/usr/bin/env node
/**
 * Reports the web build's JavaScript and enforces the first-page budget: the gzipped JavaScript
 * that opening `/` loads (the entry chunk and its static imports, plus the lazy chunks of the
 * routes `/` renders and their static imports) must stay within 135 KB (decision 025).
 *
 * Usage: node scripts/report-bundle.mjs [distDir]   (default: apps/web/dist)
 * Reads distDir/.vite/manifest.json, written because vite.config.ts sets build.manifest.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 135;
/** 1 KB = 1000 bytes, as Vite prints sizes. */
const KB = 1000;
/**
 * What rendering `/` loads lazily: the site layout and the home page, which the build groups into
 * the chunk named "public-site" (apps/web/chunk-groups.ts, decision 033).
 */
const FIRST_PAGE_CHUNK_NAMES = ["public-site"];
const TABLE_ROWS = 12;

const scriptDir = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.resolve(process.argv[2] ?? path.join(scriptDir, "../apps/web/dist"));
const manifestPath = path.join(distDir, ".vite/manifest.json");

if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}. Build the web app first (npm run build -w @app/web).`);
  process.exit(1);
}

/** @type {Record<string, {file: string, src?: string, name?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

const sizeCache = new Map();
/** Raw and gzipped size of one emitted file. */
function sizeOf(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(path.join(distDir, file));
    sizeCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  return sizeCache.get(file);
}

/** Adds a manifest chunk and everything it imports statically (what the browser must fetch with it). */
function collectStatic(key, into) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
  if (into.has(key)) return;
  into.add(key);
  for (const imported of chunk.imports ?? []) collectStatic(imported, into);
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entryKeys.length === 0) {
  console.error("The manifest has no entry chunk.");
  process.exit(1);
}
const firstPageChunkKeys = FIRST_PAGE_CHUNK_NAMES.map((name) =>
  Object.keys(manifest).find((key) => manifest[key].name === name && !manifest[key].isEntry),
);
if (firstPageChunkKeys.some((key) => key === undefined)) {
  console.error(
    `The manifest has no chunk named ${FIRST_PAGE_CHUNK_NAMES.join(", ")}. Update FIRST_PAGE_CHUNK_NAMES in ` +
      "scripts/report-bundle.mjs to the chunks that the / route renders.",
  );
  process.exit(1);
}

const firstPageKeys = new Set();
for (const key of [...entryKeys, ...firstPageChunkKeys]) collectStatic(key, firstPageKeys);
const firstPageFiles = new Set(
  [...firstPageKeys].map((key) => manifest[key].file).filter((f) => f.endsWith(".js")),
);

const allJs = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
  .filter((file) => file.endsWith(".js"))
  .map((file) => {
    const key = Object.keys(manifest).find((k) => manifest[k].file === file);
    const chunk = key ? manifest[key] : undefined;
    return { file, source: chunk?.src ?? chunk?.name ?? key ?? "", ...sizeOf(file) };
  })
  .sort((a, b) => b.gzip - a.gzip);

const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const pad = (text, width, right = false) =>
  right ? String(text).padStart(width) : String(text).padEnd(width);

console.info(`\nLargest JavaScript chunks (${allJs.length} in all; * = loaded by the first page)`);
console.info(`${pad("chunk", 44)} ${pad("source", 44)} ${pad("raw", 10, true)} ${pad("gzip", 10, true)}`);
for (const chunk of allJs.slice(0, TABLE_ROWS)) {
  const mark = firstPageFiles.has(chunk.file) ? "*" : " ";
  const name = `${mark} ${path.basename(chunk.file)}`;
  console.info(
    `${pad(name.slice(0, 44), 44)} ${pad(chunk.source.slice(-44), 44)} ${pad(fmt(chunk.raw), 10, true)} ${pad(fmt(chunk.gzip), 10, true)}`,
  );
}

const firstPageGzip = [...firstPageFiles].reduce((sum, file) => sum + sizeOf(file).gzip, 0);
const totalGzip = allJs.reduce((sum, chunk) => sum + chunk.gzip, 0);
console.info(`\nAll JavaScript: ${fmt(totalGzip)} gzipped in ${allJs.length} chunks`);
console.info(`First page JS: ${(firstPageGzip / KB).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);

if (firstPageGzip > BUDGET_KB * KB) {
  console.error(
    `Over budget by ${fmt(firstPageGzip - BUDGET_KB * KB)}: keep heavy code out of the entry and home chunks.`,
  );
  process.exit(1);
}
