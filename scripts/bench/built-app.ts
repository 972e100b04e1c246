/**
 * The real server serving the web build, for the browser benches (first paint, math, 3D): a fresh
 * data folder with the demo seed, production mode, a free port of 127.0.0.1; and the system
 * Chromium with the flags of playwright.config.ts. Builds nothing: `npm run build` first, or set
 * WEB_DIST.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { freePort, startNodeServer, waitUntilReady } from "./processes.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
/** First start migrates and hashes the demo password with argon2: minutes on a busy small machine. */
const STARTUP_TIMEOUT_MS = Number(process.env.BENCH_STARTUP_MS ?? 300_000);

/** The flags of playwright.config.ts. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface BuiltApp {
  url: string;
  webDist: string;
  stop: () => Promise<void>;
}

/** Starts the server on the web build; `stop` ends it and removes its data folder. */
export async function startBuiltApp(
  name: string,
  webDist = path.resolve(process.env.WEB_DIST ?? path.join(repoRoot, "apps/web/dist")),
): Promise<BuiltApp> {
  if (!existsSync(path.join(webDist, "index.html")))
    throw new Error(`No web build in ${webDist}: build it first (npm run build) or set WEB_DIST.`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
  const server = startNodeServer(
    "platform server",
    path.join(repoRoot, "apps/server/src/server.ts"),
    await freePort(),
    {
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      WEB_DIST: webDist,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      RATE_LIMIT_PER_MINUTE: "100000",
      LOGIN_LIMIT_PER_ACCOUNT: "1000",
    },
  );
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server, "/api/health", STARTUP_TIMEOUT_MS, AbortSignal.timeout(STARTUP_TIMEOUT_MS));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: server.url, webDist, stop };
}

/** The system Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with our flags and any extra. */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** Signs the demo student in; the token and user as the web app keeps them. */
export async function signInDemoStudent(baseUrl: string): Promise<{ token: string; user: unknown }> {
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

/** A browser context's storage state holding the session, as after a sign-in. */
export function signedInState(baseUrl: string, session: { token: string; user: unknown }) {
  return {
    cookies: [],
    origins: [
      {
        origin: baseUrl,
        localStorage: [
          { name: "auth_token", value: session.token },
          { name: "user_info", value: JSON.stringify(session.user) },
        ],
      },
    ],
  };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
