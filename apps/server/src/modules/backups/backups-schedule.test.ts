import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../db/connect.ts";
import { currentLockOwner, readProcessStartTime } from "../../db/data-dir-lock.ts";
import { buildTestApp, call, createUser, type TestApp } from "../../test/helpers.ts";
import { backupsDir } from "./backup-create.ts";
import { restoreIntoDataDir } from "./backup-targets.ts";
import { tempDir } from "./backup-test-fixtures.ts";
import { getBackupStatus, listArchives, runScheduledBackup } from "./backups.service.ts";

/** Scheduled generations, the admin's view, and restoring into a data folder (issue 20). */
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDir("backup-schedule");
  t = await buildTestApp({ DATA_DIR: dataDir, BACKUP_KEEP_HOURLY: "1", BACKUP_KEEP_DAILY: "0" });
  await createUser(t, { first_name: "Scheduled" });
}, 60_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Days before the real clock, so "back up now" below is the newest backup.
const hour = (h: number) => new Date(Date.UTC(2026, 0, 10, h, 5));

describe("scheduled backups", () => {
  it("backs up once an hour, drills each backup and keeps the configured generations", async () => {
    await runScheduledBackup(t.app.deps, hour(9));
    await runScheduledBackup(t.app.deps, new Date(hour(9).getTime() + 20 * 60_000));
    expect(listArchives(backupsDir(dataDir))).toHaveLength(1);
    await runScheduledBackup(t.app.deps, hour(10));
    const kept = listArchives(backupsDir(dataDir));
    expect(kept.map((a) => a.createdAt)).toEqual([hour(10)]);
    // The pruned backup's drill record went with it.
    expect(fs.readdirSync(backupsDir(dataDir)).sort()).toEqual(
      kept.flatMap((a) => [a.name, `${a.name}.drill.json`]).sort(),
    );
    const status = getBackupStatus(t.app.deps);
    expect(status).toMatchObject({ count: 1, schedule: { enabled: true, keep_hourly: 1, keep_daily: 0 } });
    expect(status.last).toMatchObject({
      created_at: hour(10).toISOString(),
      drill: { passed: true, problem: null },
    });
    expect(status.last?.size_bytes).toBeGreaterThan(0);
  }, 600_000);

  it("shows the admin the last backup; only admins; 'back up now' adds a drilled backup", async () => {
    const { token: admin } = await createUser(t, { role: "admin" });
    const { token: parent } = await createUser(t, { role: "parent" });
    expect((await call(t, "GET", "/api/admin/backups", { token: parent })).statusCode).toBe(403);
    expect((await call(t, "POST", "/api/admin/backups", { token: parent })).statusCode).toBe(403);
    expect((await call(t, "GET", "/api/admin/backups")).statusCode).toBe(401);
    const before = (await call(t, "GET", "/api/admin/backups", { token: admin })).json();
    const made = await call(t, "POST", "/api/admin/backups", { token: admin });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ count: before.count + 1, last: { drill: { passed: true } } });
    expect(made.json().last.name).toMatch(/^backup-/);
  }, 300_000);
});

describe("restoring into a data folder", () => {
  it("restores into a fresh folder, refuses an existing one without --force and one a server owns", async () => {
    const [archive] = listArchives(backupsDir(dataDir));
    const file = path.join(backupsDir(dataDir), archive!.name);
    const target = tempDir("backup-restored");
    const result = await restoreIntoDataDir(file, target);
    expect(result.differences).toEqual([]);
    await expect(restoreIntoDataDir(file, target)).rejects.toThrow(
      /already holds a database.*--to DIR.*--force/,
    );
    const restored = await openPglite(target);
    try {
      const names = await restored.db.selectFrom("users").select("first_name").execute();
      expect(names.map((u) => u.first_name)).toContain("Scheduled");
    } finally {
      await restored.close();
    }
    // Another live process (this test's parent) holds the folder, as a running server would.
    const owner = { ...currentLockOwner(), pid: process.ppid, startTime: readProcessStartTime(process.ppid) };
    fs.writeFileSync(path.join(target, "server.lock"), JSON.stringify(owner));
    await expect(restoreIntoDataDir(file, target, { force: true })).rejects.toThrow(
      /A server \(process \d+\) is running on the data folder .* Stop it before restoring.*--to DIR/,
    );
    fs.rmSync(path.join(target, "server.lock"));
    await expect(restoreIntoDataDir(file, target, { force: true })).resolves.toMatchObject({
      differences: [],
    });
    fs.rmSync(target, { recursive: true, force: true });
  }, 600_000);
});
