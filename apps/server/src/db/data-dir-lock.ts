import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Who holds a data folder. A PID alone is not enough: after a crash or a reboot the same number
 * can belong to another program, which would block the start for ever. The process start time
 * (from /proc) and the boot id tell a reused PID from the owner.
 */
export interface LockOwner {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat field 22); null off Linux. */
  startTime: string | null;
  /** The kernel's id of this boot; null off Linux. */
  bootId: string | null;
  hostname: string;
}

function readProcFile(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** Start time of a process, or null when it cannot be read (not Linux, or no such process). */
export function readProcessStartTime(pid: number): string | null {
  const stat = readProcFile(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) may hold spaces and parentheses; fields after the last ")" are plain.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields[19] ?? null;
}

function readBootId(): string | null {
  return readProcFile("/proc/sys/kernel/random/boot_id")?.trim() || null;
}

/** Describes this process as a lock owner. */
export function currentLockOwner(): LockOwner {
  return {
    pid: process.pid,
    startTime: readProcessStartTime(process.pid),
    bootId: readBootId(),
    hostname: os.hostname(),
  };
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Reads a lock file: the current JSON record, or the bare PID older versions wrote. */
function parseLock(text: string): LockOwner | { legacyPid: number } | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner> | number;
    if (typeof value === "number") return Number.isInteger(value) ? { legacyPid: value } : null;
    if (value && Number.isInteger(value.pid)) {
      return {
        pid: value.pid as number,
        startTime: value.startTime ?? null,
        bootId: value.bootId ?? null,
        hostname: value.hostname ?? "",
      };
    }
  } catch {
    // Not JSON: an unreadable lock is treated as stale below.
  }
  return null;
}

/** Tells whether the process recorded in a lock still runs, and is the same process. */
function isOwnerRunning(owner: LockOwner | { legacyPid: number }): boolean {
  if ("legacyPid" in owner) {
    if (owner.legacyPid === process.pid || !isProcessAlive(owner.legacyPid)) return false;
    // Older locks hold only a PID: count it as the owner only while that PID is a Node process.
    const cmdline = readProcFile(`/proc/${owner.legacyPid}/cmdline`);
    return cmdline === null || /node/.test(cmdline);
  }
  if (owner.pid === process.pid) return false;
  const bootId = readBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  if (!isProcessAlive(owner.pid)) return false;
  const startTime = readProcessStartTime(owner.pid);
  return !(owner.startTime && startTime && owner.startTime !== startTime);
}

/**
 * Takes the single-owner lock of an embedded database folder. PGlite takes no lock of its own and two
 * processes on one folder silently lose rows, so a second owner fails at once with a clear message.
 * A lock left by a process that no longer runs (or whose PID now belongs to another program) is
 * taken over. Answers the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx", 0o600);
      fs.writeSync(fd, JSON.stringify(currentLockOwner()));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = parseLock(fs.readFileSync(lockPath, "utf8").trim());
      if (owner && isOwnerRunning(owner)) {
        const pid = "legacyPid" in owner ? owner.legacyPid : owner.pid;
        throw new Error(
          `The data folder ${dataDir} is already in use by another server (process ${pid}). ` +
            "Stop that server first, or start this one with another DATA_DIR.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock on the data folder ${dataDir}.`);
}

/** The process that holds a data folder's lock and still runs, or null (no lock, or a stale one). */
export function findDataDirOwner(dataDir: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, "server.lock"), "utf8").trim();
  } catch {
    return null;
  }
  const owner = parseLock(text);
  if (!owner || !isOwnerRunning(owner)) return null;
  return "legacyPid" in owner ? owner.legacyPid : owner.pid;
}
