import { defineConfig } from "vitest/config";

/** One runner for unit, API and component tests, split into projects by environment. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: "packages", include: ["packages/*/src/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web",
    ],
  },
});
