import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { DatabaseHandle } from "./connect.ts";

const migrationsDir = path.join(import.meta.dirname, "migrations");

/** The names of this version's migrations, in the order they apply; the last is its schema version. */
export function listMigrationNames(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
}

/**
 * Applies every migration not yet applied, in file-name order, each in its own transaction;
 * `until` stops after that one (a restore brings a database to its backup's schema first).
 */
export async function migrate(handle: DatabaseHandle, until?: string): Promise<string[]> {
  return handle.withMigrationLock(async () => {
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(handle.db);
    const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(handle.db);
    const applied = new Set(done.rows.map((r) => r.name));
    const files = listMigrationNames();
    const last = until === undefined ? files.length : files.indexOf(until) + 1;
    const ran: string[] = [];
    for (const file of files.slice(0, last)) {
      if (applied.has(file)) continue;
      const script = fs.readFileSync(path.join(migrationsDir, file), "utf8");
      const escaped = file.replaceAll("'", "''");
      await handle.runScript(`${script}\n;INSERT INTO schema_migrations (name) VALUES ('${escaped}');`);
      ran.push(file);
    }
    return ran;
  });
}
