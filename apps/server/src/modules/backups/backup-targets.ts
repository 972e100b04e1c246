import fs from "node:fs";
import path from "node:path";
import { type DatabaseHandle, openPglite } from "../../db/connect.ts";
import { acquireDataDirLock, findDataDirOwner } from "../../db/data-dir-lock.ts";
import { listFiles, openArchive, restoreUploads, uploadsDir } from "./backup-archive.ts";
import { BackupError } from "./backup-manifest.ts";
import { makeScratch, type RestoreOptions, type RestoreResult, restoreDatabase } from "./backup-restore.ts";

/**
 * Where `npm run restore` puts a backup: a data folder (embedded database and uploads) or a
 * PostgreSQL database (with the uploads into the data folder). Both check the whole archive first
 * and change nothing when it, or the target, is refused.
 */

function hasUploads(dataDir: string): boolean {
  return listFiles(uploadsDir(dataDir)).length > 0;
}

function refuseDifferences(result: RestoreResult, consequence: string): void {
  if (result.differences.length === 0) return;
  throw new BackupError(
    `The restored database does not match the backup's manifest (${result.differences.join("; ")}). ${consequence}`,
  );
}

/**
 * Restores into a data folder: into a scratch folder inside it first, moved into place only once the
 * database is restored and matches the manifest. Refused while a server owns the folder, and over
 * an existing database or uploads without `force`.
 */
export async function restoreIntoDataDir(
  file: string,
  dataDir: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const owner = findDataDirOwner(dataDir);
  if (owner !== null) {
    throw new BackupError(
      `A server (process ${owner}) is running on the data folder ${dataDir}. Stop it before restoring ` +
        "into that folder, or restore into another with --to DIR. Nothing was restored.",
    );
  }
  // Keeps a server from starting on the folder while it is restored.
  const release = acquireDataDirLock(dataDir);
  try {
    const pgliteDir = path.join(dataDir, "pglite");
    if ((fs.existsSync(pgliteDir) || hasUploads(dataDir)) && !options.force) {
      throw new BackupError(
        `The data folder ${dataDir} already holds a database or uploads. Restore into another folder ` +
          "with --to DIR (and start the server with DATA_DIR=DIR), or pass --force to replace them. " +
          "Nothing was restored.",
      );
    }
    const scratch = makeScratch(dataDir, "restore");
    try {
      const opened = await openArchive(file, path.join(scratch.dir, "archive"));
      const restored = path.join(scratch.dir, "data");
      const database = await openPglite(restored);
      let result: RestoreResult;
      try {
        result = await restoreDatabase(database, opened, options);
      } finally {
        await database.close();
      }
      refuseDifferences(result, "Nothing was replaced.");
      restoreUploads(opened, restored);
      fs.rmSync(pgliteDir, { recursive: true, force: true });
      fs.rmSync(uploadsDir(dataDir), { recursive: true, force: true });
      fs.renameSync(path.join(restored, "pglite"), pgliteDir);
      if (fs.existsSync(uploadsDir(restored))) fs.renameSync(uploadsDir(restored), uploadsDir(dataDir));
      return result;
    } finally {
      scratch.done();
    }
  } finally {
    release();
  }
}

/**
 * Restores into a server database (empty, or any with `force`) and the uploads into `dataDir`.
 * The database is loaded in one transaction; the uploads are copied after it.
 */
export async function restoreIntoServerDatabase(
  file: string,
  database: DatabaseHandle,
  dataDir: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  if (hasUploads(dataDir) && !options.force) {
    throw new BackupError(
      `The uploads folder ${uploadsDir(dataDir)} is not empty. Set DATA_DIR (or --to DIR) to a fresh ` +
        "folder for the restored uploads, or pass --force to replace them. Nothing was restored.",
    );
  }
  const scratch = makeScratch(dataDir, "restore");
  try {
    const opened = await openArchive(file, scratch.dir);
    const result = await restoreDatabase(database, opened, options);
    refuseDifferences(result, "The uploads were not restored; restore again into a fresh database.");
    fs.rmSync(uploadsDir(dataDir), { recursive: true, force: true });
    restoreUploads(opened, dataDir);
    return result;
  } finally {
    scratch.done();
  }
}
