import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import { writeArchive } from "./backup-archive.ts";
import { type BackupManifest, tableEntry } from "./backup-manifest.ts";
import { makeScratch } from "./backup-restore.ts";
import { takeSnapshot } from "./backup-snapshot.ts";

export interface CreatedBackup {
  file: string;
  manifest: BackupManifest;
  sizeBytes: number;
}

/** The data folder's own backups folder (scheduled generations and `npm run backup`). */
export function backupsDir(dataDir: string): string {
  return path.join(dataDir, "backups");
}

/**
 * Backs up a database and the data folder's uploads into one archive in `outDir`. The rows are
 * staged in a private scratch folder inside the data folder (the same disk as the uploads, which
 * are hard-linked there), removed afterwards.
 */
export async function createBackup(options: {
  db: Kysely<Database>;
  database: BackupManifest["database"];
  dataDir: string;
  outDir: string;
  prefix: "backup" | "auto";
  now?: Date;
}): Promise<CreatedBackup> {
  const createdAt = options.now ?? new Date();
  const scratch = makeScratch(options.dataDir, "backup");
  try {
    fs.mkdirSync(path.join(scratch.dir, "tables"));
    const snapshot = await takeSnapshot(options.db, (table, bytes) =>
      fs.promises.writeFile(path.join(scratch.dir, tableEntry(table)), bytes),
    );
    return await writeArchive({ ...options, staging: scratch.dir, createdAt, snapshot });
  } finally {
    scratch.done();
  }
}
