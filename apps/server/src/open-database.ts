import type { Config } from "./config.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "./db/connect.ts";
import { migrate } from "./db/migrate.ts";
import { seedCatalogue } from "./db/seed/catalogue.ts";
import { seedDemo } from "./db/seed/demo.ts";
import { seedSiteContent } from "./db/seed/site/index.ts";

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) and migrates it. */
export async function openDatabase(
  config: Config,
): Promise<{ database: DatabaseHandle; migrations: string[] }> {
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  try {
    const migrations = await migrate(database);
    return { database, migrations };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Seeds the curriculum into a database that has none (product content, always). */
export async function seedCatalogueOnce(database: DatabaseHandle): Promise<boolean> {
  return database.db.transaction().execute((tx) => seedCatalogue(tx));
}

/**
 * Seeds the public site's plans, credit packages, posts and announcements where there are none,
 * and the lessons' videos (after the demo data, whose library video entries they open).
 */
export async function seedSiteContentOnce(database: DatabaseHandle, dataDir: string): Promise<boolean> {
  return database.db.transaction().execute((tx) => seedSiteContent(tx, { dataDir }));
}

/** Seeds the demo accounts on a database that has no users yet; answers whether it seeded. */
export async function seedIfEmpty(database: DatabaseHandle): Promise<boolean> {
  const any = await database.db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (any) return false;
  await seedDemo(database.db);
  return true;
}
