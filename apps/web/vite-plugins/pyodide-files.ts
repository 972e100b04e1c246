import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { afterBuild, writeCompressedCopies } from "./compressed-copies.ts";

/*
 * Pyodide served from the app's own files (issue 25, decision 053): the interpreter's files from
 * the `pyodide` npm package are copied into the build under /pyodide/v<version>/, each with a
 * gzip and a brotli copy beside it, which the server sends to a browser that accepts them. No
 * CDN, nothing fetched from outside at run time.
 *
 * Beside them, a memory snapshot of a booted interpreter (decision 069): the browser's worker
 * restores it instead of booting Python from scratch. It is made and verified by a Node process
 * (make-pyodide-snapshot.mjs) with Pyodide's experimental snapshot API, so it is remade on every
 * build and only matches the Pyodide version it was made with. When it cannot be made, the build
 * says so and ships without it: the worker then boots Python the normal way.
 */

const require = createRequire(import.meta.url);
const pyodideDir = path.dirname(require.resolve("pyodide/package.json"));
export const PYODIDE_VERSION: string = JSON.parse(
  fs.readFileSync(path.join(pyodideDir, "package.json"), "utf8"),
).version;
/** Where the files are served from, a path the server recognises (apps/server/src/plugins/web.ts). */
export const PYODIDE_BASE = `/pyodide/v${PYODIDE_VERSION}/`;
/** The snapshot's name in that folder (python-worker.ts fetches it). */
export const PYODIDE_SNAPSHOT_FILE = "snapshot.bin";
/** Imported before the snapshot is taken: the modules the check harness imports (harness.ts). */
export const SNAPSHOT_MODULES = ["ast", "json", "math", "re", "traceback", "io", "tokenize"];
const SNAPSHOT_TIMEOUT_MS = 300_000;
const FILES = ["pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];

export function pyodideFiles(): Plugin {
  return afterBuild("pyodide-files", (outDir) => {
    const target = path.join(outDir, PYODIDE_BASE);
    fs.mkdirSync(target, { recursive: true });
    for (const file of FILES) {
      const bytes = fs.readFileSync(path.join(pyodideDir, file));
      writeCompressed(path.join(target, file), bytes);
    }
    const snapshot = makeSnapshot(path.join(target, PYODIDE_SNAPSHOT_FILE));
    if (snapshot) writeCompressed(path.join(target, PYODIDE_SNAPSHOT_FILE), snapshot);
  });
}

/** Writes the file with a gzip and a brotli copy beside it. */
function writeCompressed(file: string, bytes: Buffer) {
  fs.writeFileSync(file, bytes);
  writeCompressedCopies(file, bytes);
}

/** Makes and verifies the snapshot; null (and a warning) when that fails. */
function makeSnapshot(file: string): Buffer | null {
  fs.rmSync(file, { force: true });
  try {
    const output = execFileSync(
      process.execPath,
      [
        fileURLToPath(new URL("./make-pyodide-snapshot.mjs", import.meta.url)),
        file,
        SNAPSHOT_MODULES.join(","),
      ],
      { timeout: SNAPSHOT_TIMEOUT_MS, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
    console.info(output.trim());
    return fs.readFileSync(file);
  } catch (error) {
    fs.rmSync(file, { force: true });
    console.warn(
      `pyodide snapshot: not made, the Python pages will boot Python the normal way (${String(error).slice(0, 500)})`,
    );
    return null;
  }
}
