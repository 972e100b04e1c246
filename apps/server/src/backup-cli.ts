import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Config, loadConfig, loadDotEnv } from "./config.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "./db/connect.ts";
import { findDataDirOwner } from "./db/data-dir-lock.ts";
import { askServer } from "./lib/control-socket.ts";
import { backupsDir, createBackup } from "./modules/backups/backup-create.ts";
import { drillAndRecord, type RestoreResult } from "./modules/backups/backup-restore.ts";
import { restoreIntoDataDir, restoreIntoServerDatabase } from "./modules/backups/backup-targets.ts";
import { prepareOnce } from "./prepare.ts";

/**
 * `npm run backup [-- --out DIR]` and `npm run restore -- FILE [--to DIR] [--force]` (issue 20,
 * README "Backups", decision 034).
 */
const USAGE =
  "Usage: npm run backup [-- --out DIR]\n" + "       npm run restore -- FILE [--to DIR] [--force]";

/** Backs up a database this process opened itself, and closes it. */
async function backUpOpened(database: DatabaseHandle, dataDir: string, outDir: string) {
  try {
    return await createBackup({
      db: database.db,
      database: database.kind,
      dataDir,
      outDir,
      prefix: "backup",
    });
  } finally {
    await database.close();
  }
}

async function backup(config: Config, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: "string" } } });
  const outDir = path.resolve(values.out ?? backupsDir(config.dataDir));
  let created: { file: string; sizeBytes: number };
  if (config.databaseUrl) {
    created = await backUpOpened(await openPostgres(config.databaseUrl), config.dataDir, outDir);
  } else if (findDataDirOwner(config.dataDir) !== null) {
    // The running server owns the embedded database: it takes the snapshot itself.
    const answer = await askServer(config.dataDir, { command: "backup", outDir });
    if (!answer.ok) throw new Error(answer.error);
    created = answer;
    console.info("Backed up by the running server.");
  } else {
    if (!fs.existsSync(path.join(config.dataDir, "pglite"))) {
      console.info(
        `No database in ${config.dataDir} yet: creating it as the first start would (demo data included).`,
      );
      await prepareOnce(config);
    }
    created = await backUpOpened(await openPglite(config.dataDir), config.dataDir, outDir);
  }
  console.info(`Backup written: ${created.file} (${(created.sizeBytes / 1024).toFixed(0)} KiB)`);
  // The drill restores it into a scratch database in this process, whoever took it.
  const drill = await drillAndRecord(created.file, config.dataDir);
  console.info(
    drill.passed
      ? `Restore drill passed: ${drill.tables} tables (${drill.rows} rows) and ${drill.files} files match the manifest.`
      : `Restore drill FAILED: ${drill.problem}`,
  );
  if (!drill.passed) process.exitCode = 1;
}

async function restore(config: Config, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { to: { type: "string" }, force: { type: "boolean", default: false } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error(USAGE);
  const archive = path.resolve(file);
  const dataDir = path.resolve(values.to ?? config.dataDir);
  const options = { force: values.force };
  let result: RestoreResult;
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    try {
      result = await restoreIntoServerDatabase(archive, database, dataDir, options);
    } finally {
      await database.close();
    }
  } else {
    result = await restoreIntoDataDir(archive, dataDir, options);
  }
  const where = config.databaseUrl ? "the PostgreSQL database of DATABASE_URL" : dataDir;
  console.info(
    `Restored ${result.tables} tables (${result.rows} rows) and ${result.files} files into ${where}, ` +
      `schema ${result.schemaVersion ?? "(empty)"}; ` +
      (result.compared
        ? "every table matches the backup's checksums."
        : "not compared (a newer schema, forced)."),
  );
  if (!config.databaseUrl && dataDir !== config.dataDir)
    console.info(`Start the server on it with DATA_DIR=${dataDir} npm start`);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  // Backups hold password hashes and children's data: private to this user, like the data folder.
  process.umask(0o077);
  loadDotEnv();
  const config = loadConfig();
  if (command === "backup") await backup(config, rest);
  else if (command === "restore") await restore(config, rest);
  else {
    console.error(USAGE);
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
