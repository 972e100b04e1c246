import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { type DatabaseHandle, openPglite, openPostgres } from "../../db/connect.ts";

/** Helpers of the backup tests: scratch folders, a fresh target database, an archive edited by hand. */

export function tempDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
}

/** A fresh restore target: an in-memory PGlite, or a new schema of TEST_DATABASE_URL's server. */
export function freshDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgres(url, `restore_${crypto.randomBytes(6).toString("hex")}`) : openPglite();
}

/** Writes a copy of an archive with `edit` applied to its unpacked contents. */
export async function editArchive(file: string, edit: (dir: string) => void): Promise<string> {
  const dir = tempDir("backup-edit");
  await tar.x({ file, cwd: dir });
  edit(dir);
  const edited = path.join(tempDir("backup-edited"), path.basename(file));
  await tar.c({ gzip: true, cwd: dir, file: edited, portable: true }, fs.readdirSync(dir));
  fs.rmSync(dir, { recursive: true, force: true });
  return edited;
}
