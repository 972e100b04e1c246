/**
 * Measures the platform server against the ceiling of this machine: a bare node:http hello-world.
 * Starts both as child processes on 127.0.0.1, loads each target in turn with the same settings,
 * and prints req/s and latency next to the ceiling's. Asserts no timing: only that every answer was 200.
 * First, before the servers start, times the answer evaluator and the library search (100,000 items)
 * in-process (scripts/bench/evaluator.ts, scripts/bench/library-search.ts).
 *
 * Usage: npm run bench [-- --json]
 * Env:   BENCH_SECONDS  measured seconds per target (default 10), after a 2 s warm-up
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { formatEvaluatorBench, runEvaluatorBench } from "./bench/evaluator.ts";
import { formatLibrarySearchBench, runLibrarySearchBench } from "./bench/library-search.ts";
import { type LoadResult, type LoadSettings, runLoad } from "./bench/load.ts";
import { type ChildServer, freePort, startNodeServer, waitUntilReady } from "./bench/processes.ts";
import { compareToCeiling, failuresOf, formatTable, type Report } from "./bench/report.ts";

const repoRoot = path.resolve(import.meta.dirname, "..");
const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const DEFAULT_SECONDS = 10;
/** First start migrates the database and hashes the demo password with argon2: slow on a small machine. */
const STARTUP_TIMEOUT_MS = 120_000;

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

function measuredSeconds(): number {
  const raw = process.env.BENCH_SECONDS;
  if (raw === undefined || raw === "") return DEFAULT_SECONDS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new Error(`BENCH_SECONDS must be a positive number, not "${raw}"`);
  return seconds;
}

/** Progress goes to stderr so that `--json` leaves stdout as pure JSON. */
function progress(message: string): void {
  process.stderr.write(`${message}\n`);
}

async function signIn(baseUrl: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "student", password: "Demo-pass-1" }),
    signal: AbortSignal.any([signal, AbortSignal.timeout(30_000)]),
  });
  const body = (await response.json()) as { access_token?: unknown };
  if (response.status !== 200 || typeof body.access_token !== "string") {
    throw new Error(`Demo student sign-in answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

async function main(): Promise<number> {
  const json = process.argv.includes("--json");
  const settings: LoadSettings = { connections: CONNECTIONS, seconds: measuredSeconds() };
  const abort = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    progress(`\n${signal}: stopping the load and the servers…`);
    abort.abort(new Error(`interrupted by ${signal}`));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  const children: ChildServer[] = [];
  let dataDir: string | undefined;
  try {
    // In-process and before the servers exist, so that nothing else competes for the cores.
    progress("Answer evaluator: 10,000 mixed answers in-process…");
    const evaluator = runEvaluatorBench();
    progress("Library search: 100,000 items in an in-process database…");
    const librarySearch = await runLibrarySearchBench();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-data-"));
    const [helloPort, appPort] = [await freePort(), await freePort()];
    const hello = startNodeServer(
      "hello-world server",
      path.join(repoRoot, "scripts/bench/hello-server.ts"),
      helloPort,
      {},
    );
    children.push(hello);
    const app = startNodeServer(
      "platform server",
      path.join(repoRoot, "apps/server/src/server.ts"),
      appPort,
      {
        DATA_DIR: dataDir,
        // The embedded database (PGlite), even when the caller's shell points at a PostgreSQL.
        DATABASE_URL: undefined,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        SEED_DEMO: "true",
        // The limits are per address and every request comes from 127.0.0.1: they would answer 429.
        RATE_LIMIT_PER_MINUTE: "100000000",
        LOGIN_LIMIT_PER_ACCOUNT: "1000000",
      },
    );
    children.push(app);

    progress("Starting the servers…");
    await Promise.all([
      waitUntilReady(hello, "/", STARTUP_TIMEOUT_MS, abort.signal),
      waitUntilReady(app, "/api/health", STARTUP_TIMEOUT_MS, abort.signal),
    ]);
    const token = await signIn(app.url, abort.signal);

    const targets: Target[] = [
      { name: "hello-world (ceiling)", url: `${hello.url}/`, headers: {} },
      { name: "GET /api/health", url: `${app.url}/api/health`, headers: {} },
      {
        name: "GET /api/auth/me",
        url: `${app.url}/api/auth/me`,
        headers: { authorization: `Bearer ${token}` },
      },
    ];
    const measured: { target: string; result: LoadResult; warmupFailures: number }[] = [];
    for (const target of targets) {
      progress(`${target.name}: ${WARMUP_SECONDS} s warm-up, ${settings.seconds} s measured…`);
      // Warm-up lets V8 optimise the hot paths and the connections open before anything is counted.
      const warmup = await runLoad(
        target.url,
        target.headers,
        { ...settings, seconds: WARMUP_SECONDS },
        abort.signal,
      );
      const result = await runLoad(target.url, target.headers, settings, abort.signal);
      measured.push({ target: target.name, result, warmupFailures: failuresOf(warmup) });
    }

    const report: Report = {
      date: new Date().toISOString(),
      machine: {
        cores: os.availableParallelism(),
        cpu: os.cpus()[0]?.model.trim() ?? "unknown",
        node: process.version,
        platform: `${os.platform()} ${os.arch()}`,
      },
      settings: { ...settings, warmupSeconds: WARMUP_SECONDS },
      results: compareToCeiling(measured),
    };
    if (json) process.stdout.write(`${JSON.stringify({ ...report, evaluator, librarySearch }, null, 2)}\n`);
    else
      process.stdout.write(
        `\n${formatTable(report)}\n\n${formatEvaluatorBench(evaluator)}\n\n${formatLibrarySearchBench(librarySearch)}\n`,
      );

    const failed = report.results.filter((r) => r.failures > 0);
    for (const r of failed) {
      progress(
        `${r.target}: ${r.failures} failed requests, warm-up included (measured: non-200 ${JSON.stringify(r.non200)}, errors ${r.errors}, timeouts ${r.timeouts}); its figures are not meaningful.`,
      );
    }
    // Errors make the figures meaningless, so they fail the run; slowness never does.
    return failed.length ? 1 : 0;
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    // Only after the server has exited: PGlite writes to the folder until it closes.
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
