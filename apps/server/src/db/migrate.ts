import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { DatabaseHandle } from "./connect.ts";

const migrationsDir = path.join(import.meta.dirname, "migrations");

/** Applies every migration not yet applied, in file-name order, each in its own transaction. */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  return handle.withMigrationLock(async () => {
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(handle.db);
    const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(handle.db);
    const applied = new Set(done.rows.map((r) => r.name));
    const files = fs
      .readdirSync(migrationsDir)
      .filter((f) => f.endsWith(".sql"))
      .sort();
    const ran: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const script = fs.readFileSync(path.join(migrationsDir, file), "utf8");
      const escaped = file.replaceAll("'", "''");
      await handle.runScript(`${script}\n;INSERT INTO schema_migrations (name) VALUES ('${escaped}');`);
      ran.push(file);
    }
    return ran;
  });
}
