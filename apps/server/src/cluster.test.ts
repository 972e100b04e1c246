import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "./db/seed/demo.ts";

/**
 * `WORKERS=2` on PostgreSQL: the server prepares a fresh database once, runs two worker processes
 * that share the port and answer signed-in calls, and stops them all on SIGTERM. Runs when
 * TEST_DATABASE_URL names a PostgreSQL server (`npm run test:api:pg`), on a database of its own.
 */
const url = process.env.TEST_DATABASE_URL;
const repoRoot = path.resolve(import.meta.dirname, "../../..");
const dbName = `workers_${Date.now()}_${process.pid}`;
let server: ChildProcess | undefined;
let dataDir: string | undefined;

function adminClient(): pg.Client {
  return new pg.Client({ connectionString: url });
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls until `check` holds; the test's own time limit ends a wait that never does. */
async function waitFor(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 200));
}

/** The node processes the server forked (its workers); a helper such as esbuild's service is not one. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync("ps", ["-o", "pid=,comm=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter(([, command]) => command === "node")
      .map(([child]) => Number(child))
      .filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (!url) return;
  const admin = adminClient();
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
});

describe.runIf(url)("WORKERS=2 on PostgreSQL", () => {
  it("prepares the database once, answers from two processes, and stops them all on SIGTERM", {
    timeout: 240_000,
  }, async () => {
    const admin = adminClient();
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    await admin.end();
    const databaseUrl = new URL(url as string);
    databaseUrl.pathname = `/${dbName}`;
    const fresh = new pg.Client({ connectionString: databaseUrl.toString() });
    await fresh.connect();
    await fresh.query("CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public");
    await fresh.end();

    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "workers-test-"));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of ["TEST_DATABASE_URL", "APP_URL", "JWT_SECRET"]) delete env[key];
    server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
      cwd: repoRoot,
      env: {
        ...env,
        NODE_ENV: "production",
        WORKERS: "2",
        DATABASE_URL: databaseUrl.toString(),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        WEB_DIST: path.join(dataDir, "no-web-build"),
        SEED_DEMO: "true",
        LOG_LEVEL: "warn",
      },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => server?.once("exit", resolve));
    await waitFor(() => output.includes("2 server processes are answering"));
    const workers = childrenOf(server.pid as number);
    expect(workers).toHaveLength(2);

    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", connection: "close" },
      body: JSON.stringify({ username: "student", password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    // New connections are handed to the workers in turn: the token holds in both.
    for (let i = 0; i < 4; i++) {
      const me = await fetch(`${base}/api/auth/me`, {
        headers: { authorization: `Bearer ${token}`, connection: "close" },
      });
      expect(me.status).toBe(200);
    }

    process.kill(server.pid as number, "SIGTERM");
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
