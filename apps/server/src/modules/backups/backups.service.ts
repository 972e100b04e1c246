import fs from "node:fs";
import path from "node:path";
import type { BackupDrill, BackupStatus } from "@app/contract/backups";
import { isScheduledBackupDue, planBackupGenerations } from "@app/domain/backup-generations";
import type { Deps } from "../../deps.ts";
import type { ControlAnswer, ControlRequest } from "../../lib/control-socket.ts";
import { parseArchiveName } from "./backup-archive.ts";
import { backupsDir, type CreatedBackup, createBackup } from "./backup-create.ts";
import { type DrillResult, drillAndRecord, drillFile } from "./backup-restore.ts";

interface ArchiveInfo {
  name: string;
  prefix: string;
  createdAt: Date;
}

/** The archives in the backups folder, newest first. */
export function listArchives(dir: string): ArchiveInfo[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const parsed = parseArchiveName(name);
      return parsed ? [{ name, ...parsed }] : [];
    })
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Backs up the server's own database and uploads into its backups folder. */
export function backUp(
  deps: Deps,
  prefix: "backup" | "auto",
  outDir?: string,
  now?: Date,
): Promise<CreatedBackup> {
  return createBackup({
    db: deps.db,
    database: deps.config.databaseUrl ? "postgres" : "pglite",
    dataDir: deps.config.dataDir,
    outDir: outDir ?? backupsDir(deps.config.dataDir),
    prefix,
    ...(now ? { now } : {}),
  });
}

function drill(deps: Deps, archive: string): Promise<DrillResult> {
  return drillAndRecord(archive, deps.config.dataDir);
}

/**
 * The scheduled job's one turn: a backup when none was taken this hour, its drill, then the
 * scheduled generations pruned by the domain rule (backups made by hand are never pruned).
 */
export async function runScheduledBackup(deps: Deps, now = new Date()): Promise<void> {
  const dir = backupsDir(deps.config.dataDir);
  const scheduled = listArchives(dir).filter((a) => a.prefix === "auto");
  if (!isScheduledBackupDue(scheduled[0]?.createdAt ?? null, now)) return;
  const created = await backUp(deps, "auto", dir, now);
  await drill(deps, created.file);
  const { remove } = planBackupGenerations(
    [...scheduled, { name: path.basename(created.file), createdAt: now }],
    now,
    deps.config.backups,
  );
  for (const name of remove) {
    fs.rmSync(path.join(dir, name), { force: true });
    fs.rmSync(drillFile(path.join(dir, name)), { force: true });
  }
}

function readDrill(archive: string): BackupDrill | null {
  let result: DrillResult;
  try {
    result = JSON.parse(fs.readFileSync(drillFile(archive), "utf8")) as DrillResult;
  } catch {
    return null;
  }
  return {
    passed: result.passed,
    checked_at: result.checkedAt,
    tables: result.tables,
    rows: result.rows,
    files: result.files,
    problem: result.problem,
  };
}

/** What the admin area shows: the schedule, and the newest backup with its drill. */
export function getBackupStatus(deps: Deps): BackupStatus {
  const dir = backupsDir(deps.config.dataDir);
  const archives = listArchives(dir);
  const newest = archives[0];
  const { schedule, keepHourly, keepDaily } = deps.config.backups;
  const file = newest ? path.join(dir, newest.name) : null;
  return {
    schedule: { enabled: schedule, keep_hourly: keepHourly, keep_daily: keepDaily },
    count: archives.length,
    last:
      newest && file
        ? {
            name: newest.name,
            created_at: newest.createdAt.toISOString(),
            size_bytes: fs.statSync(file).size,
            drill: readDrill(file),
          }
        : null,
  };
}

/** "Back up now": a backup made by hand (never pruned) and its drill, then the new status. */
export async function backUpNow(deps: Deps): Promise<BackupStatus> {
  const created = await backUp(deps, "backup");
  await drill(deps, created.file);
  return getBackupStatus(deps);
}

/** `npm run backup` while this server owns the embedded database: it takes the snapshot (control-socket.ts). */
export async function answerControlRequest(deps: Deps, request: ControlRequest): Promise<ControlAnswer> {
  const created = await backUp(deps, "backup", request.outDir);
  return { ok: true, file: created.file, sizeBytes: created.sizeBytes };
}
