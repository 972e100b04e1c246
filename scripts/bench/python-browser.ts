/**
 * Python start-up in the browser (issue 25, decision 069): the time from opening week 1 of the
 * course to Python ready (the worker booted and the check harness loaded), and to the first printed
 * line of a program run at that moment, in the system Chromium with 4× CPU throttling. Cold: a
 * fresh browser context (empty HTTP cache); warm: the same page loaded again (Pyodide's files come
 * from the cache, as they are kept for a year). Measured with the build's memory snapshot and
 * without it (the same build, served from a copy that lacks the snapshot, so the worker boots
 * Python the normal way, as when a build could not make one).
 *
 * Builds nothing: serves the web build in WEB_DIST (default apps/web/dist). Starts the real server
 * on a fresh data folder with the demo seed, on a free port of 127.0.0.1, and stops it afterwards.
 * Never asserts a time: only a page that fails to load fails the run.
 */
import { cpSync, existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, startBuiltApp } from "./built-app.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const CPU_THROTTLING_RATE = 4;
const BOOT_TIMEOUT_MS = 300_000;
const VIEWPORT = { width: 1280, height: 720 };
const WEEK_ONE = "/student/python-learning/week/1";

export interface BootRun {
  /** From the navigation's start to Python ready. */
  readyMs: number;
  /** From clicking Run (at ready) to the printed line on the page. */
  printMs: number;
  /** How the worker started Python: "snapshot" or "normal". */
  boot: string;
}

export interface BootVariant {
  name: string;
  cold: BootRun[];
  warm: BootRun[];
}

export interface PythonBrowserReport {
  date: string;
  chromium: string;
  cpuThrottlingRate: number;
  variants: BootVariant[];
}

async function signIn(baseUrl: string): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "student", password: "Demo-pass-1" }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { access_token?: unknown; user?: unknown };
  if (response.status !== 200 || typeof body.access_token !== "string")
    throw new Error(`Demo student sign-in answered ${response.status}: ${JSON.stringify(body)}`);
  return { token: body.access_token, user: body.user };
}

/** Opens week 1 and waits for Python; then runs a one-line program in the first exercise. */
async function openWeekOne(page: Page, baseUrl: string, reload: boolean): Promise<BootRun> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLING_RATE });
  // Timed from the moment the page is asked for.
  const opened = performance.now();
  if (reload) await page.reload({ waitUntil: "commit" });
  else await page.goto(baseUrl + WEEK_ONE, { waitUntil: "commit" });
  await page.locator("html[data-python-ready=true]").waitFor({ state: "attached", timeout: BOOT_TIMEOUT_MS });
  const readyMs = performance.now() - opened;
  // Functions, not strings: the page's policy forbids evaluating strings.
  const boot = (await page.evaluate(() => document.documentElement.dataset.pythonBoot)) ?? "?";
  const card = page.locator('[data-testid^="exercise-"]').first();
  await card.locator(".cm-content").click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText('print("first print")\n');
  const started = await page.evaluate(() => performance.now());
  await card.getByRole("button", { name: "Run", exact: true }).click();
  await card.getByTestId("python-output").getByText("first print").waitFor({ timeout: BOOT_TIMEOUT_MS });
  const printMs = (await page.evaluate(() => performance.now())) - started;
  await cdp.detach();
  return { readyMs: Math.round(readyMs), printMs: Math.round(printMs), boot };
}

async function measureVariant(
  browser: Browser,
  name: string,
  webDist: string,
  runs: number,
  progress: (message: string) => void,
): Promise<BootVariant> {
  progress(`Python start-up (${name}): starting the server…`);
  const server = await startBuiltApp("python", webDist);
  try {
    const session = await signIn(server.url);
    const storageState = {
      cookies: [],
      origins: [
        {
          origin: server.url,
          localStorage: [
            { name: "auth_token", value: session.token },
            { name: "user_info", value: JSON.stringify(session.user) },
          ],
        },
      ],
    };
    const variant: BootVariant = { name, cold: [], warm: [] };
    for (let i = 0; i < runs; i++) {
      progress(`Python start-up (${name}): run ${i + 1} of ${runs}, cold then warm…`);
      const context: BrowserContext = await browser.newContext({ viewport: VIEWPORT, storageState });
      try {
        const page = await context.newPage();
        variant.cold.push(await openWeekOne(page, server.url, false));
        variant.warm.push(await openWeekOne(page, server.url, true));
      } finally {
        await context.close();
      }
    }
    return variant;
  } finally {
    await server.stop();
  }
}

/** A copy of the build without the snapshot: what a build that could not make one serves. */
async function distWithoutSnapshot(webDist: string): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), "bench-python-dist-"));
  cpSync(webDist, copy, { recursive: true, filter: (source) => !/snapshot\.bin/.test(source) });
  return copy;
}

export async function runPythonBrowserBench(
  progress: (message: string) => void,
  runs = Number(process.env.BENCH_RUNS ?? 3),
): Promise<PythonBrowserReport> {
  const webDist = path.resolve(process.env.WEB_DIST ?? path.join(repoRoot, "apps/web/dist"));
  if (!existsSync(path.join(webDist, "index.html")))
    throw new Error(`No web build in ${webDist}: build it first (npm run build) or set WEB_DIST.`);
  const [version] = readdirSync(path.join(webDist, "pyodide"));
  if (!existsSync(path.join(webDist, "pyodide", version!, "snapshot.bin")))
    progress("Python start-up: this build has no snapshot; both variants boot the normal way.");
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const plain = await distWithoutSnapshot(webDist);
  try {
    return {
      date: new Date().toISOString(),
      chromium: `${executablePath} ${browser.version()}`,
      cpuThrottlingRate: CPU_THROTTLING_RATE,
      variants: [
        await measureVariant(browser, "with the snapshot", webDist, runs, progress),
        await measureVariant(browser, "without the snapshot", plain, runs, progress),
      ],
    };
  } finally {
    await browser.close();
    await rm(plain, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

export function formatPythonBrowserBench(report: PythonBrowserReport): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const rows = report.variants.flatMap((variant) =>
    (["cold", "warm"] as const).map((kind) => {
      const runs = variant[kind];
      return `  ${`${variant.name}, ${kind}`.padEnd(30)} ready ${seconds(median(runs.map((r) => r.readyMs)))}, first print ${seconds(median(runs.map((r) => r.readyMs + r.printMs)))} (runs: ${runs.map((r) => `${seconds(r.readyMs)}+${seconds(r.printMs)} ${r.boot}`).join(", ")})`;
    }),
  );
  return [
    `Python start-up, opening week 1 (medians), ${report.cpuThrottlingRate}× CPU throttling, ${report.chromium}, ${report.date}`,
    ...rows,
  ].join("\n");
}
