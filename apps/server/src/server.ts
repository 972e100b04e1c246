import cluster from "node:cluster";
import { PRODUCT_NAME } from "@app/contract/product";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { runPrimary, WORKERS_NEED_POSTGRES } from "./cluster-primary.ts";
import { type Config, listConfigWarnings, loadConfig, loadDotEnv } from "./config.ts";
import type { DatabaseHandle } from "./db/connect.ts";
import { openDatabase, seedCatalogueOnce, seedIfEmpty, seedSiteContentOnce } from "./db/open.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./db/seed/demo.ts";
import { runDemoLearners } from "./db/seed/demo-learner.ts";
import { Scheduler } from "./lib/scheduler.ts";
import { resolveJwtSecret } from "./lib/secrets.ts";
import { listScheduledJobs } from "./scheduled-jobs.ts";

/** Migrated already; seeds what is missing (the curriculum, the demo, the site); answers whether the demo was seeded. */
async function prepare(app: FastifyInstance, database: DatabaseHandle, config: Config): Promise<boolean> {
  if (await seedCatalogueOnce(database)) app.log.info("curriculum seeded");
  const seeded = config.seedDemo ? await seedIfEmpty(database) : false;
  if (await seedSiteContentOnce(database, config.dataDir)) app.log.info("site content seeded");
  // The demo learners study through the real services, so every page agrees (issue 9).
  if (seeded) await runDemoLearners(app.deps);
  return seeded;
}

/** Opens, migrates and prepares the database once, for the workers of WORKERS=N (cluster-primary.ts). */
async function prepareOnce(config: Config): Promise<void> {
  const { database, migrations } = await openDatabase(config);
  try {
    const app = await buildApp({ config, database });
    if (migrations.length) app.log.info({ migrations }, "database migrated");
    for (const warning of listConfigWarnings(config)) app.log.warn(warning);
    if (await prepare(app, database, config))
      console.info("  Demo data seeded (see apps/server/src/db/seed).");
    await app.close();
  } finally {
    await database.close();
  }
}

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
