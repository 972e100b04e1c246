/**
 * First paint (issues 14 and 21): the Largest Contentful Paint of the home page, the student
 * dashboard and a lesson page (signed in as the demo student) in the system Chromium with 4× CPU throttling, cold:
 * every run is a fresh browser context with an empty HTTP cache and no kept query cache. Also
 * counts the requests a load makes (until the network is idle but for the live message stream), the JavaScript among them and the
 * API calls, and which API call was made more than once.
 *
 * Builds nothing: serves the web build in WEB_DIST (default apps/web/dist). Starts the real server
 * on a fresh data folder with the demo seed on a free port of 127.0.0.1 and stops it afterwards.
 * Never asserts a time: only a page that fails to load fails the run.
 *
 * With `--against DIR` it compares this build with the one in DIR instead (runLcpComparison).
 */
import type { Browser, BrowserContext } from "@playwright/test";
import { launchChromium, signedInState, signInDemoStudent, startBuiltApp } from "./built-app.ts";

const RUNS = 5;
const CPU_THROTTLING_RATE = 4;
const LOAD_TIMEOUT_MS = 60_000;
/** Playwright's "Desktop Chrome" viewport, as the browser tests use. */
const VIEWPORT = { width: 1280, height: 720 };

export interface PageTarget {
  name: string;
  path: string;
  /** Signed in as the demo student, or a visitor. */
  signedIn: boolean;
  /** What shows when the page's first screen is there (the network can be idle before). */
  ready: string;
}

export const TARGETS: PageTarget[] = [
  { name: "home", path: "/", signedIn: false, ready: "main h1" },
  { name: "student dashboard", path: "/student/dashboard", signedIn: true, ready: "main h1" },
  // ":id" is the catalogue's first lesson with questions, looked up when the server is up.
  { name: "lesson", path: "/student/material/:id", signedIn: true, ready: "main h1" },
];

/** The first published lesson with practice questions, for the lesson page's address. */
async function firstLessonId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/public/modules`, { signal: AbortSignal.timeout(30_000) });
  const { modules } = (await response.json()) as {
    modules: { materials: { id: number; question_count: number }[] }[];
  };
  const lesson = modules.flatMap((m) => m.materials).find((m) => m.question_count > 0);
  if (!lesson) throw new Error("No lesson with questions in the catalogue");
  return lesson.id;
}

/** The largest contentful paint so far, kept by an observer that starts before the page's own scripts. */
const OBSERVE_LCP = `
  window.__lcp = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (last) window.__lcp = { time: last.startTime, element: last.element ? last.element.tagName.toLowerCase() + (last.element.className ? "." + String(last.element.className).split(" ")[0] : "") : null };
  }).observe({ type: "largest-contentful-paint", buffered: true });
`;

export interface LcpRun {
  lcpMs: number;
  lcpElement: string | null;
  requests: number;
  scripts: number;
  apiCalls: number;
  /** API paths (without the query) requested more than once, with their count. */
  repeatedApi: Record<string, number>;
}

export interface LcpPageResult {
  name: string;
  path: string;
  runs: LcpRun[];
  medianLcpMs: number;
  medianRequests: number;
}

export interface LcpReport {
  date: string;
  chromium: string;
  cpuThrottlingRate: number;
  runs: number;
  webDist: string;
  pages: LcpPageResult[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Long-lived streams (the shell's live messages), left out of "the network is idle". */
const isStream = (url: string) => new URL(url).pathname.endsWith("/stream");
/** Playwright's "networkidle": no request for this long. */
const QUIET_MS = 500;

async function waitForQuiet(isQuiet: () => boolean): Promise<void> {
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  while (!isQuiet()) {
    if (Date.now() > deadline) throw new Error(`The page kept loading for ${LOAD_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * One cold load: a fresh context (empty cache), throttled CPU, until the network is idle (no
 * request but the live stream for 500 ms, as Playwright's "networkidle" without the stream).
 */
export async function measureOnce(
  browser: Browser,
  baseUrl: string,
  target: PageTarget,
  session: { token: string; user: unknown },
): Promise<LcpRun> {
  const storageState = target.signedIn ? signedInState(baseUrl, session) : undefined;
  const context: BrowserContext = await browser.newContext({ viewport: VIEWPORT, storageState });
  try {
    await context.addInitScript(OBSERVE_LCP);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLING_RATE });
    const urls: string[] = [];
    const inFlight = new Set<unknown>();
    let lastChange = Date.now();
    const settle = (request: unknown) => {
      inFlight.delete(request);
      lastChange = Date.now();
    };
    page.on("request", (request) => {
      urls.push(request.url());
      // The shell's live message stream stays open for the page's life: not part of loading it.
      if (isStream(request.url())) return;
      inFlight.add(request);
      lastChange = Date.now();
    });
    page.on("requestfinished", settle);
    page.on("requestfailed", settle);
    const response = await page.goto(baseUrl + target.path, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`${target.path} answered ${response?.status()}`);
    await page.locator(target.ready).first().waitFor({ timeout: LOAD_TIMEOUT_MS });
    await waitForQuiet(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS);
    // The entry is queued at paint: after the first screen shows, it arrives within a frame or two.
    await page.waitForFunction("window.__lcp !== null", undefined, { timeout: LOAD_TIMEOUT_MS });
    const lcp = (await page.evaluate("window.__lcp")) as { time: number; element: string | null };
    const apiPaths = urls
      .map((url) => new URL(url))
      .filter((url) => url.pathname.startsWith("/api/"))
      .map((url) => url.pathname);
    const counts = new Map<string, number>();
    for (const p of apiPaths) counts.set(p, (counts.get(p) ?? 0) + 1);
    return {
      lcpMs: Math.round(lcp.time),
      lcpElement: lcp.element,
      requests: urls.length,
      scripts: urls.filter((url) => new URL(url).pathname.endsWith(".js")).length,
      apiCalls: apiPaths.length,
      repeatedApi: Object.fromEntries([...counts].filter(([, n]) => n > 1)),
    };
  } finally {
    await context.close();
  }
}

/** Starts the server on the web build, measures each page RUNS times cold, stops the server. */
export async function runLcpBench(progress: (message: string) => void): Promise<LcpReport> {
  progress("First paint: starting the server…");
  const server = await startBuiltApp("lcp");
  let browser: Browser | undefined;
  try {
    const session = await signInDemoStudent(server.url);
    const lessonId = await firstLessonId(server.url);
    browser = await launchChromium();
    const pages: LcpPageResult[] = [];
    for (const listed of TARGETS) {
      const target = { ...listed, path: listed.path.replace(":id", String(lessonId)) };
      progress(`First paint: ${target.path}, ${RUNS} cold loads at ${CPU_THROTTLING_RATE}× CPU throttling…`);
      // One load first, not counted: the server's own first-request work (and the OS's file cache).
      await measureOnce(browser, server.url, target, session);
      const runs: LcpRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, server.url, target, session));
      pages.push({
        name: target.name,
        path: target.path,
        runs,
        medianLcpMs: median(runs.map((r) => r.lcpMs)),
        medianRequests: median(runs.map((r) => r.requests)),
      });
    }
    return {
      date: new Date().toISOString(),
      chromium: `${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"} ${browser.version()}`,
      cpuThrottlingRate: CPU_THROTTLING_RATE,
      runs: RUNS,
      webDist: server.webDist,
      pages,
    };
  } finally {
    await browser?.close();
    await server.stop();
  }
}

/** Pairs of loads per page when two builds are compared. */
const COMPARE_PAIRS = 8;

export interface LcpComparison {
  date: string;
  chromium: string;
  cpuThrottlingRate: number;
  pairs: number;
  baselineDist: string;
  webDist: string;
  pages: { name: string; path: string; baselineMs: number[]; currentMs: number[]; ratio: number }[];
}

/**
 * Compares this build with another (`--against DIR`): both served side by side from the same
 * source tree's server, each page loaded from one then the other in turn, so this machine's drift
 * (other work on its two cores) touches both alike. Prints the medians and their ratio.
 */
export async function runLcpComparison(
  baselineDist: string,
  progress: (message: string) => void,
): Promise<LcpComparison> {
  progress("First paint, two builds: starting both servers…");
  const current = await startBuiltApp("lcp-current");
  let baseline: Awaited<ReturnType<typeof startBuiltApp>> | undefined;
  let browser: Browser | undefined;
  try {
    baseline = await startBuiltApp("lcp-baseline", baselineDist);
    const servers = [baseline, current];
    const sessions = [await signInDemoStudent(baseline.url), await signInDemoStudent(current.url)];
    const lessonId = await firstLessonId(current.url);
    browser = await launchChromium();
    const pages: LcpComparison["pages"] = [];
    for (const listed of TARGETS) {
      const target = { ...listed, path: listed.path.replace(":id", String(lessonId)) };
      progress(`First paint, two builds: ${target.path}, ${COMPARE_PAIRS} pairs of cold loads…`);
      const times: [number[], number[]] = [[], []];
      // A first pair not counted (each server's first requests), then the order alternates.
      for (let pair = -1; pair < COMPARE_PAIRS; pair++) {
        for (const which of pair % 2 === 0 ? [1, 0] : [0, 1]) {
          const run = await measureOnce(browser, servers[which]!.url, target, sessions[which]!);
          if (pair >= 0) times[which]!.push(run.lcpMs);
        }
      }
      const [baselineMs, currentMs] = times;
      pages.push({
        name: target.name,
        path: target.path,
        baselineMs,
        currentMs,
        ratio: median(currentMs) / median(baselineMs),
      });
    }
    return {
      date: new Date().toISOString(),
      chromium: `${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"} ${browser.version()}`,
      cpuThrottlingRate: CPU_THROTTLING_RATE,
      pairs: COMPARE_PAIRS,
      baselineDist: baseline.webDist,
      webDist: current.webDist,
      pages,
    };
  } finally {
    await browser?.close();
    await baseline?.stop();
    await current.stop();
  }
}

export function formatLcpComparison(report: LcpComparison): string {
  const rows = report.pages.map(
    (page) =>
      `${`${page.name} (${page.path})`.padEnd(40)}  ${`${median(page.baselineMs)} ms`.padStart(9)}  ${`${median(page.currentMs)} ms`.padStart(9)}  ${page.ratio.toFixed(2).padStart(5)}  ${page.baselineMs.join(" ")} | ${page.currentMs.join(" ")}`,
  );
  return [
    `First paint, two builds: ${report.pairs} pairs of cold loads each, ${report.cpuThrottlingRate}× CPU throttling, ${report.chromium}, ${report.date}`,
    `baseline: ${report.baselineDist}`,
    `this:     ${report.webDist}`,
    "",
    `${"page".padEnd(40)}  ${"baseline".padStart(9)}  ${"this".padStart(9)}  ratio  runs (baseline | this)`,
    ...rows,
  ].join("\n");
}

export function formatLcp(report: LcpReport): string {
  const header = ["page", "median LCP", "runs (ms)", "requests", "JS", "API", "API more than once"];
  const rows = report.pages.map((page) => {
    const last = page.runs[page.runs.length - 1] as LcpRun;
    const repeated = Object.entries(last.repeatedApi)
      .map(([p, n]) => `${p} ×${n}`)
      .join(", ");
    return [
      `${page.name} (${page.path})`,
      `${page.medianLcpMs} ms`,
      page.runs.map((r) => r.lcpMs).join(" "),
      String(page.medianRequests),
      String(median(page.runs.map((r) => r.scripts))),
      String(median(page.runs.map((r) => r.apiCalls))),
      repeated || "none",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] as number)).join("  ");
  const elements = report.pages
    .map((page) => `${page.name}: ${[...new Set(page.runs.map((r) => r.lcpElement ?? "?"))].join(", ")}`)
    .join("; ");
  return [
    `First paint: ${report.runs} cold loads each, ${report.cpuThrottlingRate}× CPU throttling, ${report.chromium}, ${report.date}`,
    "",
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
    "",
    `LCP element: ${elements}`,
  ].join("\n");
}
