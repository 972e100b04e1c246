import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openPglite } from "./connect.ts";
import { DataDirFlusher, FLUSH_INTERVAL_MS } from "./flusher.ts";

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "flush-test-"));
  dirs.push(dir);
  return dir;
}
const originalUmask = process.umask(0o022);
process.umask(originalUmask);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  process.umask(originalUmask);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Records the file behind every fsync(2) the process makes, as the kernel names it. */
function recordFsyncs(): string[] {
  const synced: string[] = [];
  const original = fs.fsync;
  vi.spyOn(fs, "fsync").mockImplementation(((fd: number, callback: (error: Error | null) => void) => {
    synced.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
    original(fd, callback);
  }) as typeof fs.fsync);
  return synced;
}

/** Sets a file's times an hour back, as if it had not been touched since long before a flush. */
function age(file: string) {
  const hourAgo = new Date(Date.now() - 3_600_000);
  fs.utimesSync(file, hourAgo, hourAgo);
}

describe("the background flush of the embedded database", () => {
  it("fsyncs each written file and its folder, then only what changed since", async () => {
    const root = tempDir();
    fs.mkdirSync(path.join(root, "pg_wal"));
    const wal = path.join(root, "pg_wal", "000000010000000000000001");
    const table = path.join(root, "16384");
    fs.writeFileSync(wal, "commit record");
    fs.writeFileSync(table, "page");
    const synced = recordFsyncs();
    const flusher = new DataDirFlusher(root);

    await flusher.flush();
    expect(synced).toEqual(expect.arrayContaining([wal, table, path.join(root, "pg_wal"), root]));
    // A file's contents go to disk before the folder entry that names it.
    expect(synced.indexOf(wal)).toBeLessThan(synced.indexOf(path.join(root, "pg_wal")));

    for (const target of [wal, table, path.join(root, "pg_wal"), root]) age(target);
    synced.length = 0;
    fs.appendFileSync(wal, "another commit");
    await flusher.flush();
    expect(synced).toEqual([wal]);
  });

  it("runs every FLUSH_INTERVAL_MS (at most a second) on a real database, and once more on close", async () => {
    expect(FLUSH_INTERVAL_MS).toBeLessThanOrEqual(1000);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const dataDir = path.join(tempDir(), "data");
    const database = await openPglite(dataDir);
    const flusher = database.flusher as DataDirFlusher;
    try {
      await database.runScript("CREATE TABLE answers (n int); INSERT INTO answers VALUES (42);");
      const synced = recordFsyncs();
      expect(synced).toEqual([]);
      await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
      await flusher.idle();
      const walDir = path.join(dataDir, "pglite", "pg_wal");
      expect(synced.some((file) => path.dirname(file) === walDir)).toBe(true);
      expect(synced).toContain(walDir);

      synced.length = 0;
      await database.close();
      // The checkpoint's pages (pg_control at least) are forced to disk before close answers.
      expect(synced).toContain(path.join(dataDir, "pglite", "global", "pg_control"));
    } finally {
      await database.close();
    }
  });
});
