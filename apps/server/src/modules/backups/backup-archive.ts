import fs from "node:fs";
import path from "node:path";
import * as tar from "tar";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupManifest,
  manifestSchema,
  tableEntry,
} from "./backup-manifest.ts";
import { type Snapshot, sha256 } from "./backup-snapshot.ts";

/**
 * A backup archive (decision 034): a gzipped tar of `manifest.json`, `tables/<table>.jsonl` (one
 * JSON text per row) and `files/uploads/…` (the uploads folder), every entry's SHA-256 in the manifest.
 */

/** The uploads folder of a data folder: avatars, attachments, post images, videos. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/** Regular files under a folder, relative paths with "/" (links are not followed). */
export function listFiles(root: string, under = ""): string[] {
  const dir = path.join(root, under);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = under ? `${under}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listFiles(root, relative);
      return entry.isFile() ? [relative] : [];
    })
    .sort();
}

/**
 * Puts the uploads in the staging folder: hard links (instant, no space, and a file deleted
 * meanwhile stays in the backup), copies where links are not possible.
 */
function stageUploads(dataDir: string, staging: string): BackupManifest["files"] {
  const source = uploadsDir(dataDir);
  return listFiles(source).map((relative) => {
    const target = path.join(staging, "files", "uploads", relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(path.join(source, relative), target);
    } catch {
      fs.copyFileSync(path.join(source, relative), target);
    }
    const bytes = fs.readFileSync(target);
    return { path: relative, size: bytes.length, sha256: sha256(bytes) };
  });
}

/** A file name that sorts by time and says when: `<prefix>-2026-11-27T01-00-00-000Z.tar.gz`. */
export function archiveName(prefix: string, createdAt: Date): string {
  return `${prefix}-${createdAt.toISOString().replace(/[:.]/g, "-")}.tar.gz`;
}

const NAME = /^(backup|auto)-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.tar\.gz$/;

/** When an archive named by `archiveName` was made; null for any other file. */
export function parseArchiveName(name: string): { prefix: string; createdAt: Date } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, prefix, hour, minute, second, ms] = match;
  return { prefix: prefix!, createdAt: new Date(`${hour}:${minute}:${second}.${ms}Z`) };
}

/**
 * Writes an archive: the snapshot's tables (already in `staging/tables`), the uploads, the
 * manifest. Written under a temporary name and renamed, so a half-written archive never shows.
 */
export async function writeArchive(options: {
  staging: string;
  dataDir: string;
  outDir: string;
  prefix: string;
  createdAt: Date;
  database: BackupManifest["database"];
  snapshot: Snapshot;
}): Promise<{ file: string; manifest: BackupManifest; sizeBytes: number }> {
  const { staging, snapshot } = options;
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: options.createdAt.toISOString(),
    database: options.database,
    schemaVersion: snapshot.migrations.at(-1) ?? null,
    migrations: snapshot.migrations,
    tables: snapshot.tables,
    sequences: snapshot.sequences,
    // After the snapshot: every file a snapshot row names was saved before its row was written.
    files: stageUploads(options.dataDir, staging),
  };
  fs.mkdirSync(path.join(staging, "files", "uploads"), { recursive: true });
  fs.writeFileSync(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.mkdirSync(options.outDir, { recursive: true, mode: 0o700 });
  const file = path.join(options.outDir, archiveName(options.prefix, options.createdAt));
  const partial = `${file}.partial`;
  try {
    await tar.c({ gzip: true, cwd: staging, file: partial, portable: true }, [
      "manifest.json",
      "tables",
      "files",
    ]);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { file, manifest, sizeBytes: fs.statSync(file).size };
}

/** An archive opened into a scratch folder, every checksum checked. */
export interface OpenedArchive {
  manifest: BackupManifest;
  dir: string;
  readLines(table: string): string[];
}

/**
 * Unpacks an archive into `scratch` and checks it whole before anything is restored: the manifest,
 * each table's checksum and row count, each file's size and checksum. Links and devices inside the
 * archive are refused, and no entry lands outside `scratch`.
 */
export async function openArchive(file: string, scratch: string): Promise<OpenedArchive> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile())
    throw new BackupError(`There is no backup file at ${file}.`);
  let refused = "";
  fs.mkdirSync(scratch, { recursive: true, mode: 0o700 });
  try {
    await tar.x({
      file,
      cwd: scratch,
      strict: true,
      filter: (entryPath, entry) => {
        const type = "type" in entry ? entry.type : "File";
        if (type === "File" || type === "Directory") return true;
        refused = entryPath;
        return false;
      },
    });
  } catch (error) {
    throw new BackupError(
      `${file} is not a readable backup archive (${error instanceof Error ? error.message : error}). Nothing was restored.`,
    );
  }
  if (refused)
    throw new BackupError(
      `${file} holds a link or device (${refused}), which no backup has. Nothing was restored.`,
    );
  const manifest = readManifest(file, scratch);
  const damaged = (entry: string) =>
    new BackupError(
      `The backup ${file} is damaged: ${entry} does not match its checksum. Nothing was restored.`,
    );
  const lines = new Map<string, string[]>();
  for (const table of manifest.tables) {
    const entry = tableEntry(table.name);
    const bytes = readEntry(path.join(scratch, entry));
    if (!bytes || sha256(bytes) !== table.sha256) throw damaged(entry);
    const text = bytes.toString("utf8");
    const tableLines = text === "" ? [] : text.slice(0, -1).split("\n");
    if (tableLines.length !== table.rows) throw damaged(entry);
    lines.set(table.name, tableLines);
  }
  for (const upload of manifest.files) {
    const entry = `files/uploads/${upload.path}`;
    const bytes = readEntry(path.join(scratch, entry));
    if (!bytes || bytes.length !== upload.size || sha256(bytes) !== upload.sha256) throw damaged(entry);
  }
  return { manifest, dir: scratch, readLines: (table) => lines.get(table) ?? [] };
}

function readEntry(file: string): Buffer | null {
  return fs.existsSync(file) ? fs.readFileSync(file) : null;
}

function readManifest(file: string, scratch: string): BackupManifest {
  const bytes = readEntry(path.join(scratch, "manifest.json"));
  let parsed: unknown;
  try {
    parsed = bytes ? JSON.parse(bytes.toString("utf8")) : null;
  } catch {
    parsed = null;
  }
  const format = (parsed as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof format === "number" && format > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${file} was written in backup format ${format}, newer than this version reads (${BACKUP_FORMAT_VERSION}). ` +
        "Restore it with the version that made it.",
    );
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success)
    throw new BackupError(`${file} has no valid manifest.json: it is not a backup of this platform.`);
  return result.data;
}

/** Copies the archive's uploads into a data folder's uploads folder. */
export function restoreUploads(opened: OpenedArchive, dataDir: string): void {
  const target = uploadsDir(dataDir);
  for (const upload of opened.manifest.files) {
    const destination = path.join(target, upload.path);
    fs.mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 });
    fs.copyFileSync(path.join(opened.dir, "files", "uploads", upload.path), destination);
  }
}
