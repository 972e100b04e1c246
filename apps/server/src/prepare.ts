import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { type Config, listConfigWarnings } from "./config.ts";
import type { DatabaseHandle } from "./db/connect.ts";
import { runDemoLearners } from "./db/seed/demo-learner.ts";
import { openDatabase, seedCatalogueOnce, seedIfEmpty, seedSiteContentOnce } from "./open-database.ts";

/** Migrated already; seeds what is missing (the curriculum, the demo, the site); answers whether the demo was seeded. */
export async function prepare(
  app: FastifyInstance,
  database: DatabaseHandle,
  config: Config,
): Promise<boolean> {
  if (await seedCatalogueOnce(database)) app.log.info("curriculum seeded");
  const seeded = config.seedDemo ? await seedIfEmpty(database) : false;
  if (await seedSiteContentOnce(database, config.dataDir)) app.log.info("site content seeded");
  // The demo learners study through the real services, so every page agrees (issue 9).
  if (seeded) await runDemoLearners(app.deps);
  return seeded;
}

/**
 * Opens, migrates and prepares the database once: for the workers of WORKERS=N (cluster-primary.ts),
 * and for `npm run backup` on a data folder no server has started yet.
 */
export async function prepareOnce(config: Config): Promise<void> {
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
