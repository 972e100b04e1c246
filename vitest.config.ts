import { defineConfig } from "vitest/config";

/** One runner for unit, API and component tests, split into projects by environment. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, one. The API tests
    // wait on PGlite and child processes often enough that two workers finish in 0.7 of the time.
    maxWorkers: 2,
    projects: [
      { test: { name: "packages", include: ["packages/*/src/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web",
    ],
  },
});
