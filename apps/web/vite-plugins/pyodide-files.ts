import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/*
 * Pyodide served from the app's own files (issue 25, decision 053): the interpreter's files from
 * the `pyodide` npm package are copied into the build under /pyodide/v<version>/, each with a
 * gzip and a brotli copy beside it, which the server sends to a browser that accepts them. No
 * CDN, nothing fetched from outside at run time.
 */

const require = createRequire(import.meta.url);
const pyodideDir = path.dirname(require.resolve("pyodide/package.json"));
export const PYODIDE_VERSION: string = JSON.parse(
  fs.readFileSync(path.join(pyodideDir, "package.json"), "utf8"),
).version;
/** Where the files are served from, a path the server recognises (apps/server/src/plugins/web.ts). */
export const PYODIDE_BASE = `/pyodide/v${PYODIDE_VERSION}/`;
const FILES = ["pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];

export function pyodideFiles(): Plugin {
  let outDir = "";
  return {
    name: "pyodide-files",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const target = path.join(outDir, PYODIDE_BASE);
      fs.mkdirSync(target, { recursive: true });
      for (const file of FILES) {
        const bytes = fs.readFileSync(path.join(pyodideDir, file));
        fs.writeFileSync(path.join(target, file), bytes);
        fs.writeFileSync(path.join(target, `${file}.gz`), gzipSync(bytes, { level: 9 }));
        fs.writeFileSync(
          path.join(target, `${file}.br`),
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        );
      }
    },
  };
}
