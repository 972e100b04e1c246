import cluster, { type Worker } from "node:cluster";
import type { Config } from "./config.ts";
import { startCountsHub } from "./lib/cluster-rate-store.ts";

/** The sentence a start with WORKERS>1 on the embedded database stops with. */
export const WORKERS_NEED_POSTGRES =
  "WORKERS asks for several server processes, but the embedded database (PGlite) can be opened by one process only. Set DATABASE_URL to a PostgreSQL database to run several, or leave WORKERS unset (or 1).";

/** A worker that dies this often within a minute is not started again: something is wrong. */
const MAX_RESTARTS_PER_MINUTE = 5;
const RESTART_DELAY_MS = 1_000;

/**
 * `WORKERS=N` on PostgreSQL (decision 031): this process has already migrated and seeded the
 * database (`prepare`), so the workers start on a ready database and never race to migrate. It
 * forks N workers that share the port (node:cluster hands out connections), adds up their
 * per-address request counts (lib/cluster-rate-store.ts), starts again a worker that dies, and on
 * SIGINT or SIGTERM stops them all and exits once they have closed.
 */
export async function runPrimary(config: Config, prepare: () => Promise<void>): Promise<void> {
  await prepare();
  startCountsHub();
  let stopping = false;
  let exitCode = 0;
  const restarts: number[] = [];
  let listening = 0;

  const alive = new Set<Worker>();
  const fork = () => alive.add(cluster.fork({ NODE_ENV: process.env.NODE_ENV ?? config.env }));
  cluster.on("listening", () => {
    listening++;
    if (listening === config.workers) {
      const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
      console.info(
        `\n  ${config.workers} server processes are answering at http://${host}:${config.port} (PostgreSQL, DATABASE_URL)\n`,
      );
    }
  });
  cluster.on("exit", (worker: Worker, code, signal) => {
    alive.delete(worker);
    if (stopping) {
      if (alive.size === 0) process.exit(exitCode);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && (restarts[0] as number) < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      console.error(`Server processes keep stopping (the last: ${signal ?? `exit ${code}`}); giving up.`);
      stopAll("SIGTERM", 1);
      return;
    }
    console.error(
      `Server process ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another.`,
    );
    setTimeout(fork, RESTART_DELAY_MS);
  });

  const stopAll = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (alive.size === 0) process.exit(exitCode);
    for (const worker of alive) worker.process.kill(signal);
    // Each worker closes within its own 10 s; this is the last resort.
    setTimeout(() => process.exit(exitCode || 1), 15_000).unref();
  };
  process.on("SIGINT", () => stopAll("SIGINT"));
  process.on("SIGTERM", () => stopAll("SIGTERM"));

  for (let i = 0; i < config.workers; i++) fork();
}
