import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Writes a gzip and a brotli copy beside a file, which the server sends to a browser that accepts them. */
export function writeCompressedCopies(file: string, bytes: Buffer = fs.readFileSync(file)): void {
  fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  );
}

/** Text the server would otherwise compress on every request (woff2, images and media are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|ttf|woff|txt|map)$/;
/** The server compresses nothing smaller (apps/server/src/plugins/web.ts, `threshold`). */
const MIN_BYTES = 1024;

/**
 * Gives every compressible file in a build's assets folder its gzip and brotli copies (issue 21:
 * a cold page's first paint). The server's static files (`preCompressed`) then send them as they
 * are, instead of compressing each script again on every request while the same process answers
 * the page's API calls. Returns the files it compressed.
 */
export function compressAssets(assetsDir: string): string[] {
  if (!fs.existsSync(assetsDir)) return [];
  const done: string[] = [];
  for (const name of fs.readdirSync(assetsDir)) {
    const file = path.join(assetsDir, name);
    if (!COMPRESSIBLE.test(name) || fs.statSync(file).size < MIN_BYTES) continue;
    writeCompressedCopies(file);
    done.push(name);
  }
  return done;
}

/** A build step run once the bundle is written, given the build's output folder. */
export function afterBuild(name: string, step: (outDir: string) => void): Plugin {
  let outDir = "";
  return {
    name,
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      step(outDir);
    },
  };
}

/** The build's step that writes the assets' compressed copies (see compressAssets). */
export function precompressedAssets(): Plugin {
  return afterBuild("precompressed-assets", (outDir) => compressAssets(path.join(outDir, "assets")));
}
