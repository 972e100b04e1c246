import fs from "node:fs";
import path from "node:path";
import { type DatabaseHandle, openPglite } from "../../db/connect.ts";
import { listMigrationNames, migrate } from "../../db/migrate.ts";
import { type OpenedArchive, openArchive } from "./backup-archive.ts";
import { BackupError } from "./backup-manifest.ts";
import { compareWithManifest, loadTables } from "./backup-snapshot.ts";
import * as repo from "./backups.repository.ts";

export interface RestoreOptions {
  /** Restore over a non-empty target, or a backup of a newer schema than this version's. */
  force?: boolean;
}

export interface RestoreResult {
  schemaVersion: string | null;
  tables: number;
  rows: number;
  files: number;
  /** Where the restored database differs from the manifest (row counts, checksums); empty when it holds the backup. */
  differences: string[];
  /** False when a forced restore of a newer schema could not be compared. */
  compared: boolean;
}

/** The migrations a backup has that this version does not know: it was made by a newer version. */
export function unknownMigrations(opened: OpenedArchive): string[] {
  const known = new Set(listMigrationNames());
  return opened.manifest.migrations.filter((name) => !known.has(name));
}

/**
 * Refuses what a restore must not do without `--force`: a backup of a newer schema, which this
 * version cannot read faithfully.
 */
export function checkSchema(opened: OpenedArchive, options: RestoreOptions): void {
  const unknown = unknownMigrations(opened);
  if (unknown.length === 0 || options.force) return;
  throw new BackupError(
    `This backup's schema (${opened.manifest.schemaVersion}) is newer than this version's ` +
      `(${listMigrationNames().at(-1)}): it has ${unknown.join(", ")}. Restore it with a newer version ` +
      "of the platform, or pass --force to restore the tables and columns this version knows. Nothing was restored.",
  );
}

/**
 * Restores an opened archive into a database: brought to the backup's schema by the migrations,
 * loaded in one transaction, compared with the manifest, then migrated to this version's schema.
 */
export async function restoreDatabase(
  database: DatabaseHandle,
  opened: OpenedArchive,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  checkSchema(opened, options);
  const { manifest } = opened;
  if (!(await repo.isSchemaEmpty(database.db))) {
    if (!options.force) {
      throw new BackupError(
        "The target database is not empty. Restore into a fresh database, or pass --force to replace " +
          "everything in it. Nothing was restored.",
      );
    }
    await repo.dropSchemaObjects(database.db);
  }
  const isNewer = unknownMigrations(opened).length > 0;
  if (isNewer) await migrate(database);
  else if (manifest.schemaVersion) await migrate(database, manifest.schemaVersion);
  await loadTables(database.db, manifest, opened.readLines);
  const differences = isNewer ? [] : await compareWithManifest(database.db, manifest);
  // Migrations the backup predates run on its rows, as they would have on the running server.
  await migrate(database);
  return {
    schemaVersion: manifest.schemaVersion,
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    files: manifest.files.length,
    differences,
    compared: !isNewer,
  };
}

/** A scratch folder beside `parent` for unpacking, private like the data folder; removed by `done`. */
export function makeScratch(parent: string, label: string): { dir: string; done: () => void } {
  fs.mkdirSync(parent, { recursive: true, mode: 0o700 });
  const dir = fs.mkdtempSync(path.join(parent, `.${label}-`));
  return { dir, done: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface DrillResult {
  passed: boolean;
  checkedAt: string;
  tables: number;
  rows: number;
  files: number;
  /** What failed, in a sentence; null when the drill passed. */
  problem: string | null;
}

/**
 * The restore drill: restores a backup into a scratch database (an in-memory PGlite, whichever
 * database made it) and compares every table's row count and checksum with the manifest.
 */
export async function runRestoreDrill(file: string, scratchParent: string): Promise<DrillResult> {
  const scratch = makeScratch(scratchParent, "drill");
  const checkedAt = new Date().toISOString();
  try {
    const opened = await openArchive(file, scratch.dir);
    const database = await openPglite();
    try {
      // The uploads were checked against their checksums when the archive was opened.
      const result = await restoreDatabase(database, opened);
      const problem = result.differences.length ? result.differences.join("; ") : null;
      return { passed: problem === null, checkedAt, ...pick(result), problem };
    } finally {
      await database.close();
    }
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    return { passed: false, checkedAt, tables: 0, rows: 0, files: 0, problem };
  } finally {
    scratch.done();
  }
}

function pick(result: RestoreResult) {
  return { tables: result.tables, rows: result.rows, files: result.files };
}

/** Where a backup's drill result is kept: beside the archive, removed with it. */
export function drillFile(archive: string): string {
  return `${archive}.drill.json`;
}

/** Runs the restore drill of an archive and records its result beside it. */
export async function drillAndRecord(archive: string, scratchParent: string): Promise<DrillResult> {
  const result = await runRestoreDrill(archive, scratchParent);
  fs.writeFileSync(drillFile(archive), `${JSON.stringify(result)}\n`, { mode: 0o600 });
  return result;
}
