import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ERROR_MESSAGES } from "@app/contract/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { openPglite } from "../../db/connect.ts";
import { migrate } from "../../db/migrate.ts";
import { buildTestApp, call, countRows, type TestApp } from "../../test/helpers.ts";

const closers: Array<() => Promise<void>> = [];
const originalUmask = process.umask(0o022);
process.umask(originalUmask);
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  process.umask(originalUmask);
});

/** What PostgreSQL and PGlite raise when a table cannot grow on a full disk. */
function diskFullError(): Error {
  return Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), {
    code: "53100",
    severity: "ERROR",
  });
}

async function appWithFailingWrite(): Promise<TestApp> {
  const t = await buildTestApp({}, (app) => {
    // Stands for any service whose INSERT meets a full disk.
    app.post("/test/save", async (req) => {
      if ((req.body as { fail?: boolean }).fail) throw diskFullError();
      return { saved: true };
    });
  });
  closers.push(() => t.close());
  return t;
}

/** The real app on an embedded database in a fresh data folder. */
async function appOnDisk() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "health-test-"));
  const database = await openPglite(dataDir);
  await migrate(database);
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    WEB_DIST: path.join(os.tmpdir(), "tutoring-no-web-dist"),
  });
  const app = await buildApp({ config, database, jwtSecret: crypto.randomBytes(32).toString("hex") });
  await app.ready();
  closers.push(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, dataDir };
}

describe("GET /api/health/ready", () => {
  // One embedded database on disk (slow to create) serves the whole story.
  it("answers ok; 503 'storage full' when the data folder's disk is full; ok once it has room", {
    timeout: 90_000,
  }, async () => {
    const { app, dataDir } = await appOnDisk();
    const healthy = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: "ok", database: "ok" });

    // The probe's file leads to /dev/full, where every write fails with ENOSPC as on a full disk.
    const probe = path.join(dataDir, ".write-probe");
    fs.symlinkSync("/dev/full", probe);
    const full = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(full.statusCode).toBe(503);
    expect(full.json()).toEqual({ error: ERROR_MESSAGES.storageFull });
    // The probe removes only its own link, never what it points to.
    expect(fs.existsSync(probe)).toBe(false);
    expect(fs.existsSync("/dev/full")).toBe(true);

    const again = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(again.statusCode).toBe(200);
  });

  it("answers 503 after a write failed for lack of space, until a write goes through", async () => {
    const t = await appWithFailingWrite();
    const failed = await call(t, "POST", "/test/save", { body: { fail: true } });
    expect(failed.statusCode).toBe(507);
    expect(failed.json()).toEqual({ error: ERROR_MESSAGES.storageFull });

    const health = await call(t, "GET", "/api/health/ready");
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ error: ERROR_MESSAGES.storageFull });

    expect((await call(t, "POST", "/test/save", { body: { fail: false } })).statusCode).toBe(200);
    expect((await call(t, "GET", "/api/health/ready")).statusCode).toBe(200);
  });
});

describe("GET /api/health (liveness)", () => {
  it("answers without asking the database, while readiness answers 503 when the database does not", async () => {
    const t = await buildTestApp();
    closers.push(() => t.close());
    const executor = t.app.deps.db.getExecutor();
    const query = vi.spyOn(executor, "executeQuery").mockRejectedValue(new Error("connection refused"));
    try {
      const live = await call(t, "GET", "/api/health");
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: "ok" });
      expect(query).not.toHaveBeenCalled();
      const ready = await call(t, "GET", "/api/health/ready");
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: "The database is not reachable" });
      expect(query).toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
    expect((await call(t, "GET", "/api/health/ready")).statusCode).toBe(200);
  });
});

describe("a write on a full disk", () => {
  it("tells the user 'storage full' with 507, not a generic 500, and keeps nothing", async () => {
    const t = await buildTestApp({}, (app) => {
      app.post("/test/signup-on-full-disk", async () => {
        await app.deps.db.transaction().execute(async (tx) => {
          await tx
            .insertInto("interest_signups")
            .values({ email: "a@example.test", source: "help" })
            .execute();
          throw diskFullError();
        });
        return {};
      });
    });
    closers.push(() => t.close());
    const res = await call(t, "POST", "/test/signup-on-full-disk", { body: {} });
    expect(res.statusCode).toBe(507);
    expect(res.json().error).toMatch(/^Storage full: /);
    expect(await countRows(t, "interest_signups")).toBe(0);
  });
});
