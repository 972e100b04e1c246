import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { planChunkGroups } from "./vite-plugins/chunk-groups.ts";
import { compileHints } from "./vite-plugins/compile-hints.ts";
import { precompressedAssets } from "./vite-plugins/compressed-copies.ts";
import { BUILD_CSP_NONCE } from "./vite-plugins/csp-nonce.ts";
import { lucideDirectImports } from "./vite-plugins/lucide-direct-imports.ts";
import { PYODIDE_BASE, PYODIDE_SNAPSHOT_FILE, pyodideFiles } from "./vite-plugins/pyodide-files.ts";

const srcDir = decodeURIComponent(new URL("./src", import.meta.url).pathname);
const chunkGroups = planChunkGroups(srcDir);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    lucideDirectImports(),
    // After the chunk groups are planned: the first screens' chunks are compiled whole (decision 071).
    compileHints((id) => chunkGroups.onFirstScreens(id)),
    pyodideFiles(),
    precompressedAssets(),
  ],
  // Where the Python worker finds the interpreter (issue 25): the app's own files.
  define: {
    __PYODIDE_BASE__: JSON.stringify(PYODIDE_BASE),
    __PYODIDE_SNAPSHOT_FILE__: JSON.stringify(PYODIDE_SNAPSHOT_FILE),
  },
  worker: { format: "es" },
  resolve: {
    alias: [
      { find: "@", replacement: srcDir },
      // Zod in jitless mode, set before any schema is built: no eval, so no CSP violation (decision 037).
      { find: /^zod$/, replacement: `${srcDir}/lib/zod/index.ts` },
    ],
  },
  // index.html's script and style tags and a <meta property="csp-nonce"> carry this placeholder;
  // the server writes a fresh nonce in its place in every answer (decision 037).
  html: { cspNonce: BUILD_CSP_NONCE },
  build: {
    // scripts/report-bundle.mjs reads dist/.vite/manifest.json to check the first-page budget.
    manifest: true,
    target: "es2022",
    sourcemap: false,
    rolldownOptions: {
      output: {
        // A few chunks for the site and the student shell instead of ~90 small ones (decision 033).
        codeSplitting: {
          // Each group is already closed under its imports (minus the first page's modules,
          // which must stay where they are): pulling dependencies in would empty the entry.
          includeDependenciesRecursively: false,
          groups: [
            {
              debugName: "signed-in app",
              name: (moduleId, context) => chunkGroups.groupOf(moduleId, context),
            },
          ],
        },
      },
    },
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  preview: { host: "127.0.0.1", port: 4173 },
  test: {
    name: "web",
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "vite-plugins/**/*.test.ts"],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
