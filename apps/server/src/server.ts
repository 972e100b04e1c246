import cluster from "node:cluster";
import { PRODUCT_NAME } from "@app/contract/product";
import { buildApp } from "./app.ts";
import { runPrimary, WORKERS_NEED_POSTGRES } from "./cluster-primary.ts";
import { listConfigWarnings, loadConfig, loadDotEnv } from "./config.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./db/seed/demo.ts";
import { startControlSocket } from "./lib/control-socket.ts";
import { Scheduler } from "./lib/scheduler.ts";
import { resolveJwtSecret } from "./lib/secrets.ts";
import { answerControlRequest } from "./modules/backups/backups.service.ts";
import { openDatabase } from "./open-database.ts";
import { prepare, prepareOnce } from "./prepare.ts";
import { listScheduledJobs } from "./scheduled-jobs.ts";

/**
 * Starts the server: config, database (migrated, seeded on first run), listen; closes cleanly on a
 * signal. With WORKERS=N on PostgreSQL, this process prepares the database and runs N workers
 * (this same file, in node:cluster workers) that share the port.
 */
async function main() {
  // Everything the server writes (database, uploads, secrets) is for its own user only.
  process.umask(0o077);
  loadDotEnv();
  const config = loadConfig();
  if (config.workers > 1 && !config.databaseUrl) throw new Error(WORKERS_NEED_POSTGRES);
  if (config.workers > 1 && cluster.isPrimary) {
    // Made once here, so every worker reads the same secret from the data folder.
    resolveJwtSecret(config.jwtSecret, config.dataDir);
    await runPrimary(config, () => prepareOnce(config));
    return;
  }
  const inWorker = cluster.isWorker;
  const warnings = inWorker ? [] : listConfigWarnings(config);
  const { database, migrations } = await openDatabase(config);
  const app = await buildApp({ config, database });
  app.addHook("onClose", async () => {
    await database.close();
  });
  for (const warning of warnings) app.log.warn(warning);
  if (migrations.length) app.log.info({ migrations }, "database migrated");
  const seeded = inWorker ? false : await prepare(app, database, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      console.error("Shutdown took too long; exiting.");
      process.exit(1);
    }, 10_000);
    try {
      await app.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  // Clock work (backups, retention) runs in one process: the single server, or the first worker.
  const scheduler =
    !inWorker || cluster.worker?.id === 1 ? new Scheduler(listScheduledJobs(app.deps), app.log) : null;
  if (scheduler) app.addHook("onClose", () => scheduler.stop());

  // The embedded database has one owner: `npm run backup` asks this process for the snapshot.
  if (!config.databaseUrl) {
    const control = await startControlSocket(config.dataDir, (request) =>
      answerControlRequest(app.deps, request),
    );
    app.addHook("onClose", () => control.close());
  }

  await app.listen({ host: config.host, port: config.port });
  scheduler?.start();
  // The primary tells when every worker listens.
  if (inWorker) return;
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const lines = [
    "",
    `  ${PRODUCT_NAME} is running at http://${shownHost}:${config.port}`,
    `  Database: ${where}${seeded ? " (demo data seeded)" : ""}`,
    "",
    ...(config.seedDemo
      ? [
          `  Demo accounts (password ${DEMO_PASSWORD}):`,
          ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(8)} ${a.username.padEnd(8)} ${a.email}`),
          "",
        ]
      : []),
    ...warnings.map((warning) => `  Warning: ${warning}\n`),
  ];
  console.info(lines.join("\n"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
