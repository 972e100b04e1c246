/**
 * The 3D spaces' speed (issue 27): for the 3D library and the French café, the JavaScript the page
 * loads (gzipped, and the 3D share of it), the time to the scene's first drawn frame, and the frame
 * rate over a steady window, in headless Chromium with software WebGL (SwiftShader) at 1280×800,
 * in normal mode (full quality, the student's override) and in performance mode (the flag).
 * Frames are counted with requestAnimationFrame, which the scene draws in; the scene's own
 * sampler readout ("Measured: N fps") is reported beside it. Asserts no time.
 *
 * Usage: npm run bench -- --3d [--json]   (builds nothing: `npm run build` first, or WEB_DIST)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { launchChromium, signedInState, signInDemoStudent, startBuiltApp } from "./built-app.ts";

const VIEWPORT = { width: 1280, height: 800 };
/** Without --disable-gpu, so that WebGL runs on SwiftShader (as e2e/spaces-3d.spec.ts). */
const SWIFTSHADER_ARGS = ["--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"];
const SETTLE_MS = 3_000;
const WINDOW_MS = 8_000;
const LOAD_TIMEOUT_MS = 120_000;

export const SPACES: { name: string; path: string }[] = [
  { name: "library", path: "/student/library-3d" },
  { name: "café", path: "/student/french-cafe-demo" },
];
export type Mode = "normal" | "performance";

export interface SpaceRun {
  space: string;
  path: string;
  mode: Mode;
  jsKb: number;
  js3dKb: number;
  firstFrameMs: number;
  fps: number;
  meanFrameMs: number;
  samplerReadout: string | null;
}

export interface SpacesBench {
  date: string;
  chromium: string;
  viewport: string;
  runs: SpaceRun[];
}

/** When the scene first says it drew: recorded in the page from before its scripts run. */
const OBSERVE_READY = `
  window.__firstFrame = null;
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-scene-ready="true"][data-view="3d"]')) {
      window.__firstFrame = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-scene-ready"] });
`;

const gzipKb = (webDist: string, pathname: string) =>
  gzipSync(readFileSync(path.join(webDist, pathname))).length / 1024;

/** Frames per second over a window: the requestAnimationFrame callbacks the scene draws in. */
async function countFrames(page: Page): Promise<{ fps: number; meanFrameMs: number }> {
  return page.evaluate(
    (windowMs) =>
      new Promise<{ fps: number; meanFrameMs: number }>((resolve) => {
        let frames = 0;
        let first = 0;
        const tick = (now: number) => {
          if (frames === 0) first = now;
          frames++;
          if (now - first < windowMs) requestAnimationFrame(tick);
          else
            resolve({
              fps: ((frames - 1) * 1000) / (now - first),
              meanFrameMs: (now - first) / (frames - 1),
            });
        };
        requestAnimationFrame(tick);
      }),
    WINDOW_MS,
  );
}

async function measure(
  browser: Browser,
  baseUrl: string,
  webDist: string,
  session: { token: string; user: unknown },
  space: (typeof SPACES)[number],
  mode: Mode,
): Promise<SpaceRun> {
  const state = signedInState(baseUrl, session);
  // Performance mode from the flag (spec 9), as a weak device's measure would switch it on.
  state.origins[0]!.localStorage.push({
    name: "feature-flags",
    value: JSON.stringify({ performance_mode: mode === "performance" }),
  });
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: state });
  try {
    await context.addInitScript(OBSERVE_READY);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith(".js") && response.ok()) scripts.add(url.pathname);
    });
    await page.goto(baseUrl + space.path, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    const view = page.getByTestId("scene-view");
    await page.waitForFunction("window.__firstFrame !== null", undefined, { timeout: LOAD_TIMEOUT_MS });
    const firstFrameMs = (await page.evaluate("window.__firstFrame")) as number;
    if (mode === "normal") {
      // Full quality whatever the measure says: the student's own override.
      await page.getByRole("button", { name: "Switch performance mode on" }).click();
      await page.getByRole("button", { name: "Use full quality anyway" }).click();
      await page.getByText("Full quality, as you chose.").waitFor();
    }
    const expected = mode === "performance" ? "on" : "off";
    if ((await view.getAttribute("data-performance-mode")) !== expected)
      throw new Error(`${space.path}: performance mode is not ${expected}`);
    await page.waitForTimeout(SETTLE_MS);
    const { fps, meanFrameMs } = await countFrames(page);
    // The sampler's readout needs a second of frames after the override; it is shown in both modes.
    const readout = await page
      .getByText(/Measured: \d+ fps/)
      .first()
      .textContent({ timeout: 5_000 })
      .catch(() => null);
    const files = [...scripts];
    return {
      space: space.name,
      path: space.path,
      mode,
      jsKb: files.reduce((sum, f) => sum + gzipKb(webDist, f), 0),
      js3dKb: files
        .filter((f) => /\/(scene-canvas|three\.|scene-view|GLTFLoader)[^/]*\.js$/.test(f))
        .reduce((sum, f) => sum + gzipKb(webDist, f), 0),
      firstFrameMs: Math.round(firstFrameMs),
      fps,
      meanFrameMs,
      samplerReadout: /Measured: [^.]+\.\d? ?[^.]*\./.exec(readout ?? "")?.[0] ?? readout,
    };
  } finally {
    await context.close();
  }
}

export async function runSpacesBench(progress: (message: string) => void): Promise<SpacesBench> {
  progress("3D spaces: starting the server…");
  const server = await startBuiltApp("3d");
  const browser = await launchChromium(SWIFTSHADER_ARGS);
  try {
    const session = await signInDemoStudent(server.url);
    const runs: SpaceRun[] = [];
    for (const space of SPACES) {
      for (const mode of ["normal", "performance"] as const) {
        progress(`3D spaces: ${space.path}, ${mode} mode…`);
        runs.push(await measure(browser, server.url, server.webDist, session, space, mode));
      }
    }
    return {
      date: new Date().toISOString(),
      chromium: browser.version(),
      viewport: `${VIEWPORT.width}×${VIEWPORT.height}`,
      runs,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function formatSpacesBench(report: SpacesBench): string {
  const header = ["page", "mode", "JS gz", "3D JS gz", "first frame", "fps", "frame", "scene's sampler"];
  const rows = report.runs.map((r) => [
    `${r.space} (${r.path})`,
    r.mode,
    `${r.jsKb.toFixed(0)} KB`,
    `${r.js3dKb.toFixed(0)} KB`,
    `${r.firstFrameMs} ms`,
    r.fps.toFixed(1),
    `${r.meanFrameMs.toFixed(0)} ms`,
    r.samplerReadout ?? "-",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
  return [
    `3D spaces, ${report.date}, Chromium ${report.chromium} with SwiftShader, ${report.viewport}`,
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
  ].join("\n");
}
