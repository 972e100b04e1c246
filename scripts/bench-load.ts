/**
 * A realistic load mix against one server process: 50 and then 200 simulated students (sign in,
 * dashboard, library search, practice answers, completions; scripts/bench/load-mix.ts), each from
 * its own loopback address, for a bounded time per phase. Prints p50, p95, p99 and the error rate
 * per phase and per step. Fails (exit 1) when any answer was an error or a 5xx at the largest
 * phase; never for being slow.
 *
 * Usage: npm run bench:load [-- --db pg] [-- --json]
 * Env:   LOAD_SECONDS  measured seconds per phase (default 30)
 *        LOAD_USERS    the phases' sizes (default "50,200")
 *        THINK_MS      mean pause between a person's steps (default 1000)
 *        LOAD_PROFILE_DIR  write the server's CPU profile there (node --cpu-prof), to see where time goes
 *        PG_ADMIN_URL  the PostgreSQL server for --db pg (default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type BenchDatabase, createPostgresDatabase } from "./bench/databases.ts";
import { UserClient, userAddress } from "./bench/http-client.ts";
import { type Lesson, MixStats, runSession } from "./bench/load-mix.ts";
import { type ChildServer, freePort, startNodeServer, waitUntilReady } from "./bench/processes.ts";

const repoRoot = path.resolve(import.meta.dirname, "..");
const PASSWORD = "Load-pass-2026";
/**
 * Arrivals spread over 100 ms per user (5 s for 50, 20 s for 200), at most 30 s: people do not all
 * sign in at the same second, and each sign-in costs an argon2 verification (about 50 ms of a core).
 */
const rampMs = (users: number) => Math.min(30_000, Math.max(5_000, users * 100));
const LESSONS = 12;

function positiveEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

function progress(message: string): void {
  process.stderr.write(`${message}\n`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

interface PhaseResult {
  users: number;
  rampSeconds: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  errorRate: number;
  serverErrors: number;
  errorsByKind: Record<string, number>;
  steps: { step: string; count: number; p50Ms: number; p95Ms: number; p99Ms: number }[];
  sampleFailures: { step: string; status: number; detail: string }[];
}

/** Registers `count` students through the API, a few at a time (each hashes a password). */
async function registerStudents(baseUrl: URL, count: number): Promise<string[]> {
  const names: string[] = [];
  const run = Date.now().toString(36);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const client = new UserClient(baseUrl, userAddress(index));
      const username = `load_${run}_${index}`;
      try {
        const reply = await client.request("POST", "/api/auth/register", {
          username,
          email: `${username}@example.test`,
          password: PASSWORD,
          firstName: "Load",
          lastName: `Student${index}`,
          userType: "student",
        });
        if (reply.status !== 201 && reply.status !== 200)
          throw new Error(`Registering ${username} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
        names[index] = username;
      } finally {
        client.close();
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return names;
}

/** The first lessons of the catalogue with their question ids. */
async function loadLessons(baseUrl: URL, username: string): Promise<Lesson[]> {
  const client = new UserClient(baseUrl, userAddress(0));
  try {
    const login = await client.request("POST", "/api/auth/login", { username, password: PASSWORD });
    client.token = (login.body as { access_token: string }).access_token;
    const modules = await client.request("GET", "/api/public/modules");
    const ids = (modules.body as { modules: { materials?: { id: number }[] }[] }).modules
      .flatMap((m) => m.materials ?? [])
      .map((m) => m.id);
    const lessons: Lesson[] = [];
    for (const id of ids) {
      if (lessons.length >= LESSONS) break;
      const template = await client.request("GET", `/api/material-templates/${id}`);
      const practice =
        (template.body as { practice?: { questions?: { id: string }[] } }).practice?.questions ?? [];
      if (template.status === 200 && practice.length > 0)
        lessons.push({ id, questionIds: practice.map((q) => q.id) });
    }
    if (lessons.length === 0) throw new Error("The catalogue has no lesson with practice questions");
    return lessons;
  } finally {
    client.close();
  }
}

async function runPhase(
  clients: UserClient[],
  usernames: string[],
  users: number,
  seconds: number,
  thinkMs: number,
  lessons: Lesson[],
): Promise<PhaseResult> {
  const stats = new MixStats();
  const started = Date.now();
  const ramp = rampMs(users);
  const until = started + ramp + seconds * 1000;
  const sessions = usernames.slice(0, users).map(async (username, index) => {
    await new Promise((resolve) => setTimeout(resolve, (index * ramp) / users));
    const client = clients[index] as UserClient;
    await runSession(client, { username, password: PASSWORD, lessons, thinkMs, until }, stats);
  });
  await Promise.all(sessions);
  const elapsed = (Date.now() - started) / 1000;
  const all = stats.all().sort((a, b) => a - b);
  const steps = [...stats.latencies.entries()].map(([step, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      step,
      count: list.length,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      p99Ms: percentile(sorted, 99),
    };
  });
  return {
    users,
    rampSeconds: ramp / 1000,
    seconds: elapsed,
    requests: stats.requests,
    requestsPerSecond: stats.requests / elapsed,
    p50Ms: percentile(all, 50),
    p95Ms: percentile(all, 95),
    p99Ms: percentile(all, 99),
    errors: stats.errors,
    errorRate: stats.requests ? stats.errors / stats.requests : 0,
    serverErrors: stats.serverErrors,
    errorsByKind: Object.fromEntries(stats.errorsByKind),
    steps,
    sampleFailures: stats.failures,
  };
}

function formatPhase(r: PhaseResult): string {
  const ms = (n: number) => n.toFixed(1).padStart(8);
  const lines = [
    `${r.users} users, ${r.seconds.toFixed(0)} s (${r.rampSeconds} s ramp included): ${r.requests} requests, ${r.requestsPerSecond.toFixed(0)} req/s`,
    `  all        p50 ${ms(r.p50Ms)} ms  p95 ${ms(r.p95Ms)} ms  p99 ${ms(r.p99Ms)} ms   errors ${r.errors} (${(r.errorRate * 100).toFixed(2)} %), 5xx ${r.serverErrors}`,
    ...r.steps.map(
      (s) =>
        `  ${s.step.padEnd(22)} ${String(s.count).padStart(6)}  p50 ${ms(s.p50Ms)}  p95 ${ms(s.p95Ms)}  p99 ${ms(s.p99Ms)}`,
    ),
    ...r.sampleFailures.slice(0, 5).map((f) => `  failure: ${f.step} ${f.status || "network"} ${f.detail}`),
  ];
  return lines.join("\n");
}

async function main(): Promise<number> {
  const json = process.argv.includes("--json");
  const dbIndex = process.argv.indexOf("--db");
  const dbKind = dbIndex === -1 ? "pglite" : process.argv[dbIndex + 1];
  if (dbKind !== "pglite" && dbKind !== "pg") throw new Error(`--db must be pglite or pg, not "${dbKind}"`);
  const seconds = positiveEnv("LOAD_SECONDS", 30);
  const thinkMs = positiveEnv("THINK_MS", 1000);
  const phases = (process.env.LOAD_USERS || "50,200").split(",").map((n) => {
    const users = Number(n);
    if (!Number.isInteger(users) || users <= 0 || users > 2000)
      throw new Error(`LOAD_USERS must list whole numbers from 1 to 2000, not "${n}"`);
    return users;
  });
  let server: ChildServer | undefined;
  let dataDir: string | undefined;
  let pgDatabase: BenchDatabase | undefined;
  const abort = new AbortController();
  const onSignal = () => abort.abort(new Error("interrupted"));
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    if (dbKind === "pg") pgDatabase = await createPostgresDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-load-"));
    const port = await freePort();
    server = startNodeServer(
      "platform server",
      path.join(repoRoot, "apps/server/src/server.ts"),
      port,
      {
        DATA_DIR: dataDir,
        DATABASE_URL: pgDatabase?.url,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        SEED_DEMO: "true",
        // The server's own limits stay as configured: every simulated student has its own address.
      },
      process.env.LOAD_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.LOAD_PROFILE_DIR}`] : [],
    );
    progress(`Starting the server on ${dbKind === "pg" ? "PostgreSQL" : "PGlite"}…`);
    await waitUntilReady(server, "/api/health", 180_000, abort.signal);
    // Bound by the listen address: the server listens on 127.0.0.1 and is reached from 127.1.x.y.
    const baseUrl = new URL(server.url);
    const most = Math.max(...phases);
    progress(`Registering ${most} students…`);
    const usernames = await registerStudents(baseUrl, most);
    const lessons = await loadLessons(baseUrl, usernames[0] as string);
    const results: PhaseResult[] = [];
    const clients = usernames.map((_, index) => new UserClient(baseUrl, userAddress(index)));
    try {
      for (const users of phases) {
        abort.signal.throwIfAborted();
        progress(`${users} users: ${seconds} s after a ${rampMs(users) / 1000} s ramp…`);
        results.push(await runPhase(clients, usernames, users, seconds, thinkMs, lessons));
      }
    } finally {
      for (const client of clients) client.close();
    }
    const report = {
      date: new Date().toISOString(),
      database: dbKind === "pg" ? "postgres" : "pglite",
      machine: {
        cores: os.availableParallelism(),
        cpu: os.cpus()[0]?.model.trim() ?? "unknown",
        node: process.version,
        loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
      },
      settings: { seconds, thinkMs, lessons: lessons.length },
      results,
    };
    if (json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else {
      process.stdout.write(
        [
          "",
          `Database: ${report.database}; ${report.machine.cores} cores (${report.machine.cpu}), Node ${report.machine.node}`,
          `Pause between a person's steps: ${thinkMs} ms on average; load average at the end ${report.machine.loadAverage.join(" ")}`,
          "",
          ...results.map(formatPhase),
          "",
        ].join("\n"),
      );
    }
    const last = results.at(-1);
    if (last && (last.errors > 0 || last.serverErrors > 0)) {
      progress(`${last.users} users: ${last.errors} errors, ${last.serverErrors} of them 5xx.`);
      return 1;
    }
    return 0;
  } finally {
    await server?.stop();
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
