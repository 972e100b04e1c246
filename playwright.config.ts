import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices, type ReporterDescription } from "@playwright/test";

/*
 * Browser journeys against the real server serving the built web app (build it first:
 * `npm run build -w @app/web`). Each run gets a fresh data folder, seeded with the demo accounts.
 * The system Chromium is used; Playwright never downloads a browser here.
 */
// E2E_PORT and E2E_WEB_DIST let two runs (two working copies, or two people) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;
// Made once by the main process; workers load this file too and inherit the same folder.
const isWorker = process.env.TEST_WORKER_INDEX !== undefined;
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
if (!isWorker) process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));

const reporter: ReporterDescription[] = [["list"]];
if (process.env.CI_RESULTS) reporter.push(["json", { outputFile: ".ci-results/playwright.json" }]);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node --import tsx apps/server/src/server.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      SEED_DEMO: "true",
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      // The journeys sign in many times from one address; the limits themselves are tested by the API tests.
      LOGIN_LIMIT_PER_ACCOUNT: "200",
      // One address (127.0.0.1) makes every request of the suite: page walks pass 600 a minute.
      RATE_LIMIT_PER_MINUTE: "100000",
      LOGIN_LIMIT_PER_ADDRESS: "1000",
      // A backup and its drill at start would take CPU from the journeys; backups are tested in Vitest.
      BACKUP_SCHEDULE: "off",
    },
  },
});
