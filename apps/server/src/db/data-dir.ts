import fs from "node:fs";
import path from "node:path";

/** Group and others may not write to the data folder; PostgreSQL refuses the same. */
const GROUP_OR_OTHERS_WRITE = 0o022;
/** Nothing in the data folder is for group or others: it holds password hashes and children's data. */
const GROUP_OR_OTHERS_ANY = 0o077;

/** An error whose message an operator can act on without knowing errno codes. */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DataDirError";
  }
}

/** Turns a file-system failure on the data folder into a sentence that says what to do. */
export function describeDataDirFailure(dataDir: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const who = typeof process.getuid === "function" ? ` (user id ${process.getuid()})` : "";
  const fix = "Give the folder to the user that runs the server, or set DATA_DIR to a folder it can write.";
  switch (code) {
    case "EACCES":
    case "EPERM":
      return new DataDirError(
        `The data folder ${dataDir} cannot be created or written by this user${who}. ${fix}`,
      );
    case "EROFS":
      return new DataDirError(`The data folder ${dataDir} is on a read-only file system. ${fix}`);
    case "ENOSPC":
    case "EDQUOT":
      return new DataDirError(
        `The disk holding the data folder ${dataDir} is full. Free some space and start the server again.`,
      );
    case "ENOTDIR":
    case "EEXIST":
      return new DataDirError(
        `The data folder ${dataDir} cannot be used: part of that path is a file, not a folder. ` +
          "Set DATA_DIR to a folder.",
      );
    default:
      return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Makes sure the data folder exists, belongs to this user and is private (0700), the way
 * PostgreSQL checks its own data directory: a folder that group or others can write is refused
 * (someone else could have swapped files in), one they can only read is tightened.
 * Also sets the process umask so every file created from now on is private.
 */
export function prepareDataDir(dataDir: string): void {
  process.umask(GROUP_OR_OTHERS_ANY);
  let stat: fs.Stats;
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    stat = fs.statSync(dataDir);
  } catch (error) {
    throw describeDataDirFailure(dataDir, error);
  }
  if (!stat.isDirectory()) throw describeDataDirFailure(dataDir, { code: "ENOTDIR" });
  const uid = typeof process.getuid === "function" ? process.getuid() : undefined;
  if (uid !== undefined && stat.uid !== uid) {
    throw new DataDirError(
      `The data folder ${dataDir} belongs to another user (user id ${stat.uid}), not to the user that runs ` +
        `the server (user id ${uid}). Give it to this user (chown), or set DATA_DIR to a folder of its own.`,
    );
  }
  if (stat.mode & GROUP_OR_OTHERS_WRITE) {
    throw new DataDirError(
      `The data folder ${dataDir} can be written by other users (permissions ${formatMode(stat.mode)}), ` +
        `so its files cannot be trusted. Make it private with "chmod 700 ${dataDir}" and start again.`,
    );
  }
  try {
    fs.accessSync(dataDir, fs.constants.W_OK | fs.constants.X_OK);
    tightenModes(dataDir);
  } catch (error) {
    throw describeDataDirFailure(dataDir, error);
  }
}

/**
 * Takes group and others' permissions off a folder and everything under it that this user owns.
 * Older versions left the embedded database world-writable; this repairs them on start.
 */
export function tightenModes(target: string): void {
  const stat = fs.lstatSync(target);
  if (stat.isSymbolicLink()) return;
  if (stat.mode & GROUP_OR_OTHERS_ANY) fs.chmodSync(target, stat.mode & 0o700);
  if (!stat.isDirectory()) return;
  for (const entry of fs.readdirSync(target)) tightenModes(path.join(target, entry));
}

function formatMode(mode: number): string {
  return (mode & 0o777).toString(8).padStart(4, "0");
}

/**
 * Writes, forces to disk and removes a small file in the data folder: fails (ENOSPC, EROFS, EIO)
 * when the database could not write either, before a user's write finds out.
 */
export async function probeDataDirWrite(dataDir: string): Promise<void> {
  const probe = path.join(dataDir, ".write-probe");
  try {
    await fs.promises.writeFile(probe, Buffer.alloc(4096), { mode: 0o600, flush: true });
  } finally {
    await fs.promises.rm(probe, { force: true });
  }
}
