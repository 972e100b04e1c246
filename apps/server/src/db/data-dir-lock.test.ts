import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, currentLockOwner, readProcessStartTime } from "./data-dir-lock.ts";

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Another program (not a Node server) that runs until the test ends. */
async function startOtherProgram(): Promise<number> {
  const child = spawn("sleep", ["60"], { stdio: "ignore" });
  children.push(child);
  await new Promise((resolve) => child.once("spawn", resolve));
  return child.pid as number;
}

const lockFile = (dir: string) => path.join(dir, "server.lock");

describe("the data folder lock", () => {
  it("records the owner's PID, start time, boot id and host", () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    const recorded = JSON.parse(fs.readFileSync(lockFile(dir), "utf8"));
    expect(recorded).toEqual(currentLockOwner());
    expect(recorded.pid).toBe(process.pid);
    expect(recorded.startTime).toBe(readProcessStartTime(process.pid));
    release();
  });

  it("refuses while the recorded process still runs", () => {
    const dir = tempDir();
    // This test's parent stands in for a live server: same boot, its real start time.
    const owner = { ...currentLockOwner(), pid: process.ppid, startTime: readProcessStartTime(process.ppid) };
    fs.writeFileSync(lockFile(dir), JSON.stringify(owner));
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by another server/);
  });

  it("takes over a lock whose PID now belongs to a process started later", async () => {
    const dir = tempDir();
    const pid = await startOtherProgram();
    const stale = { ...currentLockOwner(), pid, startTime: "1" };
    fs.writeFileSync(lockFile(dir), JSON.stringify(stale));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), "utf8")).pid).toBe(process.pid);
    release();
  });

  it("takes over a lock written before the last reboot", () => {
    const dir = tempDir();
    const stale = { ...currentLockOwner(), pid: process.ppid, bootId: "another-boot" };
    fs.writeFileSync(lockFile(dir), JSON.stringify(stale));
    acquireDataDirLock(dir)();
  });

  it("takes over an older PID-only lock whose PID now runs another program", async () => {
    const dir = tempDir();
    const pid = await startOtherProgram();
    fs.writeFileSync(lockFile(dir), String(pid));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), "utf8")).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });
});
