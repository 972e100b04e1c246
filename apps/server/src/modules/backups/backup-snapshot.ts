import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import type { BackupManifest } from "./backup-manifest.ts";
import * as repo from "./backups.repository.ts";

/** The schema_migrations table is the schema version, kept in the manifest rather than as rows. */
const NOT_COPIED = new Set(["schema_migrations"]);

export interface TableSummary {
  name: string;
  columns: string[];
  rows: number;
  sha256: string;
}

export interface Snapshot {
  migrations: string[];
  tables: TableSummary[];
  sequences: repo.SequenceState[];
}

/** The bytes a table is stored as: one JSON text per row, each ending in a line break. */
export function tableBytes(lines: readonly string[]): Buffer {
  return Buffer.from(lines.map((line) => `${line}\n`).join(""), "utf8");
}

export function sha256(bytes: Buffer | string): string {
  return crypto.createHash("sha256").update(bytes).digest("hex");
}

/**
 * Reads every table inside one transaction, so the copy is one consistent moment: REPEATABLE READ
 * on PostgreSQL (writers go on, the snapshot does not move); on PGlite the single connection is
 * held for the transaction. `onTable` gets each table's rows as they are read.
 */
export async function takeSnapshot(
  db: Kysely<Database>,
  onTable: (table: string, bytes: Buffer) => Promise<void> | void = () => {},
): Promise<Snapshot> {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (tx) => {
      await repo.prepareSnapshot(tx);
      return readAll(tx, onTable);
    });
}

async function readAll(
  tx: Kysely<Database>,
  onTable: (table: string, bytes: Buffer) => Promise<void> | void,
): Promise<Snapshot> {
  const migrations = await repo.readAppliedMigrations(tx);
  const tables: TableSummary[] = [];
  for (const shape of await repo.listTables(tx)) {
    if (NOT_COPIED.has(shape.name)) continue;
    const lines = await repo.readTableLines(tx, shape);
    const bytes = tableBytes(lines);
    await onTable(shape.name, bytes);
    tables.push({ ...shape, rows: lines.length, sha256: sha256(bytes) });
  }
  return { migrations, tables, sequences: await repo.readSequences(tx) };
}

/**
 * Compares a database with a backup's manifest: every table's row count and checksum, and every
 * sequence. Answers the differences, one sentence each; none means the database holds the backup.
 */
export async function compareWithManifest(db: Kysely<Database>, manifest: BackupManifest): Promise<string[]> {
  const now = await db.transaction().execute(async (tx) => {
    await repo.useUtc(tx);
    return readAll(tx, () => {});
  });
  const differences: string[] = [];
  const found = new Map(now.tables.map((t) => [t.name, t]));
  for (const table of manifest.tables) {
    const restored = found.get(table.name);
    if (!restored) differences.push(`table ${table.name} is missing`);
    else if (restored.rows !== table.rows) {
      differences.push(`table ${table.name} has ${restored.rows} rows, the backup ${table.rows}`);
    } else if (restored.sha256 !== table.sha256)
      differences.push(`table ${table.name} differs from the backup`);
  }
  const sequences = new Map(now.sequences.map((s) => [s.name, s]));
  for (const sequence of manifest.sequences) {
    const restored = sequences.get(sequence.name);
    if (restored?.lastValue !== sequence.lastValue || restored.isCalled !== sequence.isCalled) {
      differences.push(`sequence ${sequence.name} stands elsewhere than in the backup`);
    }
  }
  return differences;
}

/** How many rows a load sends per statement: keeps each statement (and PGlite's pauses) small. */
const BATCH = 500;

/**
 * Puts a backup's rows into a database migrated to the backup's schema, in one transaction:
 * foreign keys come off (so rows go in any order, self-references too) and go back on at the end,
 * which checks every row against them. `readLines` answers a table's stored lines.
 */
export async function loadTables(
  db: Kysely<Database>,
  manifest: BackupManifest,
  readLines: (table: string) => string[],
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const keys = await repo.readForeignKeys(tx);
    for (const key of keys) await repo.dropForeignKey(tx, key);
    const present = new Map((await repo.listTables(tx)).map((t) => [t.name, t.columns]));
    for (const table of manifest.tables) {
      const columns = present.get(table.name);
      // A table or column this version does not have (a forced restore of a newer backup) is left out.
      if (!columns) continue;
      const shared = table.columns.filter((c) => columns.includes(c));
      await repo.clearTable(tx, table.name);
      const lines = readLines(table.name);
      for (let i = 0; i < lines.length; i += BATCH) {
        await repo.insertLines(tx, table.name, shared, lines.slice(i, i + BATCH));
      }
    }
    const sequences = new Set((await repo.readSequences(tx)).map((s) => s.name));
    for (const state of manifest.sequences) if (sequences.has(state.name)) await repo.setSequence(tx, state);
    for (const key of keys) await repo.addForeignKey(tx, key);
  });
}
