import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { openPglite } from "./connect.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { migrate } from "./migrate.ts";
import { seedDemo } from "./seed/demo.ts";

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database folder", () => {
  it("has exactly one owner: a second lock on the same folder fails with a clear message", () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    // A lock held by another live process (this test's parent stands in for it).
    release();
    fs.writeFileSync(path.join(dir, "server.lock"), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by another server/);
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ["-e", "0"]);
    await new Promise((resolve) => child.on("exit", resolve));
    fs.writeFileSync(path.join(dir, "server.lock"), String(child.pid));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("keeps rows across a close and reopen, and migrating again changes nothing", async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    expect((await migrate(first)).length).toBeGreaterThan(0);
    expect(await seedDemo(first.db)).toBe(4);
    await first.close();
    const second = await openPglite(dir);
    try {
      expect(await migrate(second)).toEqual([]);
      expect(await seedDemo(second.db)).toBe(0);
      const users = await second.db.selectFrom("users").select("username").orderBy("username").execute();
      expect(users.map((u) => u.username)).toEqual(["admin", "parent", "student", "tutor"]);
      const children = await second.db
        .selectFrom("student_profiles")
        .innerJoin("users", "users.id", "student_profiles.parent_user_id")
        .select(["student_profiles.age"])
        .where("users.username", "=", "parent")
        .orderBy("student_profiles.age")
        .execute();
      expect(children.map((c) => c.age)).toEqual([10, 15]);
    } finally {
      await second.close();
    }
  });
});

describe("configuration", () => {
  it("reads defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.tokenTtlSeconds).toBe(7 * 24 * 3600);
    expect(config.jwtSecret).toBeUndefined();
  });

  it("stops with a clear message on a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/at least 32/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });
});
