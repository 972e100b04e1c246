/**
 * Measures the platform server against the ceiling of this machine: a bare node:http hello-world.
 * Starts both as child processes on 127.0.0.1, loads each target in turn with the same settings,
 * and prints req/s and latency next to the ceiling's. Asserts no timing: only that every answer was 200.
 * First, before the servers start, times the answer evaluator and the library search (100,000 items)
 * in-process (scripts/bench/evaluator.ts, scripts/bench/library-search.ts), the free-slot search over a
 * busy tutor's month (scripts/bench/slots.ts), and the raw driver's
 * point selects on the same kind of database (scripts/bench/raw-driver.ts), the yardstick of the
 * database-bound rows (the progress summary and a material's progress).
 *
 * Usage: npm run bench [-- --json] [-- --db pg]   (--db pg: the server on a fresh PostgreSQL database)
 *        npm run bench -- --scale                  (flat cost as data grows: scripts/bench/scale.ts)
 *        npm run bench -- --lcp                    (first paint in Chromium: scripts/bench/lcp.ts)
 *        npm run bench -- --lcp --against DIR      (the same, this build against the build in DIR, loaded in turn)
 *        npm run bench -- --games                  (games-data at 1k and 100k attempts, the app's voice: scripts/bench/games.ts)
 *        npm run bench -- --python                 (the Python course's check runs and file sizes: scripts/bench/python.ts)
 *        npm run bench:python                      (the same and Python's start-up in Chromium: scripts/bench-python.ts)
 *        npm run bench -- --verbs                  (the verb games' data sizes and round builds: scripts/bench/verbs.ts)
 *        npm run bench -- --3d                     (3D library and café: JS, first frame, fps: scripts/bench/spaces-3d.ts)
 *        npm run bench -- --math                   (dragging a point 30 objects depend on, geometry judging: scripts/bench/math.ts)
 * Env:   BENCH_SECONDS  measured seconds per target (default 10), after a 2 s warm-up
 *        PG_ADMIN_URL   the PostgreSQL server for --db pg (default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type BenchDatabase, createPostgresDatabase } from "./bench/databases.ts";
import { formatEvaluatorBench, runEvaluatorBench } from "./bench/evaluator.ts";
import { formatGamesBench, runGamesBench } from "./bench/games.ts";
import { formatLcp, formatLcpComparison, runLcpBench, runLcpComparison } from "./bench/lcp.ts";
import { formatLibrarySearchBench, runLibrarySearchBench } from "./bench/library-search.ts";
import { type LoadResult, type LoadSettings, runLoad } from "./bench/load.ts";
import { formatMathBench, runMathBench } from "./bench/math.ts";
import { formatMessagesBench, runMessagesBench } from "./bench/messages.ts";
import { type ChildServer, freePort, startNodeServer, waitUntilReady } from "./bench/processes.ts";
import { formatPythonBench, runPythonBench } from "./bench/python.ts";
import { type RawDriverResult, runPgliteRawBench, runPostgresRawBench } from "./bench/raw-driver.ts";
import { compareToCeiling, failuresOf, formatRatios, formatTable, type Report } from "./bench/report.ts";
import { formatScale, runScaleCheck } from "./bench/scale.ts";
import { formatSlotsBench, runSlotsBench } from "./bench/slots.ts";
import { formatSpacesBench, runSpacesBench } from "./bench/spaces-3d.ts";
import { formatTutorBench, runTutorBench } from "./bench/tutor.ts";
import { formatVerbsBench, runVerbsBench } from "./bench/verbs.ts";

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

/** The first lesson of the catalogue: the material whose progress the bench reads. */
async function firstMaterialId(baseUrl: string, signal: AbortSignal): Promise<number> {
  const response = await fetch(`${baseUrl}/api/public/modules`, { signal });
  const body = (await response.json()) as { modules?: { materials?: { id: number }[] }[] };
  const id = body.modules?.flatMap((m) => m.materials ?? [])[0]?.id;
  if (response.status !== 200 || id === undefined)
    throw new Error("The catalogue has no lesson to read progress of");
  return id;
}

function migrationScripts(): string[] {
  const dir = path.join(repoRoot, "apps/server/src/db/migrations");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), "utf8"));
}

async function main(): Promise<number> {
  const json = process.argv.includes("--json");
  const dbIndex = process.argv.indexOf("--db");
  const dbKind = dbIndex === -1 ? "pglite" : process.argv[dbIndex + 1];
  if (dbKind !== "pglite" && dbKind !== "pg") throw new Error(`--db must be pglite or pg, not "${dbKind}"`);
  if (process.argv.includes("--scale")) {
    process.stdout.write(`${formatScale(dbKind, await runScaleCheck(dbKind))}\n`);
    return 0;
  }
  if (process.argv.includes("--python")) {
    const report = await runPythonBench();
    process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${formatPythonBench(report)}\n`);
    return 0;
  }
  if (process.argv.includes("--verbs")) {
    const report = runVerbsBench();
    process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${formatVerbsBench(report)}\n`);
    return 0;
  }
  if (process.argv.includes("--games")) {
    const report = await runGamesBench();
    process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${formatGamesBench(report)}\n`);
    return 0;
  }
  if (process.argv.includes("--3d")) {
    const report = await runSpacesBench(progress);
    process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${formatSpacesBench(report)}\n`);
    return 0;
  }
  if (process.argv.includes("--math")) {
    const report = await runMathBench(progress);
    process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${formatMathBench(report)}\n`);
    return 0;
  }
  if (process.argv.includes("--lcp") && process.argv.includes("--against")) {
    const baseline = process.argv[process.argv.indexOf("--against") + 1];
    if (!baseline) throw new Error("--against needs the folder of the build to compare with");
    const report = await runLcpComparison(path.resolve(baseline), progress);
    process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${formatLcpComparison(report)}\n`);
    return 0;
  }
  if (process.argv.includes("--lcp")) {
    const report = await runLcpBench(progress);
    process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${formatLcp(report)}\n`);
    return 0;
  }
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
  let pgDatabase: BenchDatabase | undefined;
  try {
    // In-process and before the servers exist, so that nothing else competes for the cores.
    // On PostgreSQL they would measure the same in-process code again: only the default run has them.
    const evaluator = dbKind === "pglite" ? runEvaluatorBench() : undefined;
    if (evaluator) progress("Answer evaluator: 10,000 mixed answers in-process…");
    if (dbKind === "pglite") progress("Library search: 100,000 items in an in-process database…");
    const librarySearch = dbKind === "pglite" ? await runLibrarySearchBench() : undefined;
    if (dbKind === "pglite") progress("Free-slot search: a month of a busy tutor's calendar in-process…");
    const slots = dbKind === "pglite" ? runSlotsBench() : undefined;
    if (dbKind === "pglite") progress("Built-in tutor: 2,000 turns in-process…");
    const tutor = dbKind === "pglite" ? runTutorBench() : undefined;
    let rawDriver: RawDriverResult | undefined;
    if (dbKind === "pglite") {
      progress(`Raw driver: PGlite point selects, ${settings.seconds} s…`);
      rawDriver = await runPgliteRawBench(settings.seconds, migrationScripts());
    } else {
      pgDatabase = await createPostgresDatabase();
    }
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
        // The embedded database (PGlite) unless --db pg, even when the caller's shell points at a PostgreSQL.
        DATABASE_URL: pgDatabase?.url,
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
    const materialId = await firstMaterialId(app.url, abort.signal);
    if (pgDatabase) {
      progress(
        `Raw driver: PostgreSQL point selects from ${CONNECTIONS} connections, ${settings.seconds} s…`,
      );
      rawDriver = await runPostgresRawBench(pgDatabase.url, settings.seconds, CONNECTIONS);
    }
    const asStudent = { authorization: `Bearer ${token}` };

    const targets: Target[] = [
      { name: "hello-world (ceiling)", url: `${hello.url}/`, headers: {} },
      { name: "GET /api/health", url: `${app.url}/api/health`, headers: {} },
      { name: "GET /api/auth/me", url: `${app.url}/api/auth/me`, headers: asStudent },
      { name: "GET /api/progress/overview", url: `${app.url}/api/progress/overview`, headers: asStudent },
      {
        name: "GET /api/student-dashboard/next-step",
        url: `${app.url}/api/student-dashboard/next-step`,
        headers: asStudent,
      },
      {
        name: "GET /api/material-progress/:id",
        url: `${app.url}/api/material-progress/${materialId}`,
        headers: asStudent,
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
    progress("Live message delivery: the demo student writes, the demo tutor's stream receives…");
    const messages = await runMessagesBench(app.url);

    const report: Report = {
      date: new Date().toISOString(),
      database: dbKind === "pg" ? "postgres" : "pglite",
      ...(rawDriver ? { rawDriver } : {}),
      machine: {
        cores: os.availableParallelism(),
        cpu: os.cpus()[0]?.model.trim() ?? "unknown",
        node: process.version,
        platform: `${os.platform()} ${os.arch()}`,
      },
      settings: { ...settings, warmupSeconds: WARMUP_SECONDS },
      results: compareToCeiling(measured),
    };
    if (json)
      process.stdout.write(
        `${JSON.stringify({ ...report, evaluator, librarySearch, slots, messages }, null, 2)}\n`,
      );
    else
      process.stdout.write(
        [
          "",
          formatTable(report),
          "",
          formatRatios(report),
          ...(evaluator ? ["", formatEvaluatorBench(evaluator)] : []),
          ...(librarySearch ? ["", formatLibrarySearchBench(librarySearch)] : []),
          ...(slots ? ["", formatSlotsBench(slots)] : []),
          ...(tutor ? ["", formatTutorBench(tutor)] : []),
          "",
          formatMessagesBench(messages),
          "",
        ].join("\n"),
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
    await pgDatabase?.drop();
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
