import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { WORKERS_NEED_POSTGRES } from "./cluster-primary.ts";
import { listConfigWarnings, loadConfig } from "./config.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const dirs: string[] = [];
const groups: ChildProcess[] = [];
afterEach(() => {
  // Whatever a failed test left running goes, with its whole process group.
  for (const child of groups.splice(0)) {
    try {
      process.kill(-(child.pid as number), "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "start-test-"));
  dirs.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The environment of a start on its own data folder and port, without this test run's settings. */
function startEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "TEST_DATABASE_URL", "NODE_ENV", "APP_URL", "JWT_SECRET"])
    delete env[key];
  return {
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    // A build of its own (absent here): the start script builds nothing and serves the API.
    WEB_DIST: path.join(dataDir, "no-web-build"),
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
  };
}

/** Polls until `check` holds; the test's own time limit ends a wait that never does. */
async function waitFor(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function isListening(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

describe("npm start", () => {
  it("stops the server on a SIGTERM to npm, closing the database and freeing the lock", {
    timeout: 180_000,
  }, async () => {
    const dataDir = path.join(tempDir(), "data");
    const port = await freePort();
    // Its own process group, so the clean-up can reach every process it starts.
    const npm = spawn("npm", ["start"], {
      cwd: repoRoot,
      env: startEnv(dataDir, port),
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    groups.push(npm);
    let output = "";
    npm.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    npm.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const npmExited = new Promise((resolve) => npm.once("exit", resolve));

    await waitFor(() => isListening(port));
    const lock = path.join(dataDir, "server.lock");
    const serverPid = JSON.parse(fs.readFileSync(lock, "utf8")).pid as number;
    expect(isAlive(serverPid)).toBe(true);

    // What `docker stop`, systemd or a supervisor does: SIGTERM to the npm process alone.
    process.kill(npm.pid as number, "SIGTERM");
    await npmExited;
    await waitFor(() => !isAlive(serverPid));
    expect(fs.existsSync(lock)).toBe(false);
    expect(await isListening(port)).toBe(false);
    expect(output).toContain("shutting down");
  });

  it("stops with a sentence an operator understands when the data folder cannot be made", {
    timeout: 120_000,
  }, async () => {
    const file = path.join(tempDir(), "a-file");
    fs.writeFileSync(file, "");
    const start = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: repoRoot,
      env: startEnv(path.join(file, "data"), await freePort()),
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    groups.push(start);
    let stderr = "";
    start.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise((resolve) => start.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`The data folder ${path.join(file, "data")} cannot be used`);
    expect(stderr).not.toMatch(/ENOTDIR|\bat .*\.ts:\d+/);
  });
});

describe("WORKERS", () => {
  it("refuses several processes on the embedded database, with the reason and the way out", {
    timeout: 120_000,
  }, async () => {
    const start = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
      cwd: repoRoot,
      env: { ...startEnv(path.join(tempDir(), "data"), await freePort()), WORKERS: "2" },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    groups.push(start);
    let stderr = "";
    start.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise((resolve) => start.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(WORKERS_NEED_POSTGRES);
  });

  it("is a whole number from 1", () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: "4" }).workers).toBe(4);
    expect(() => loadConfig({ WORKERS: "0" })).toThrow(/WORKERS must be 1 or more/);
    expect(() => loadConfig({ WORKERS: "two" })).toThrow(/WORKERS/);
  });
});

describe("start warnings", () => {
  it("warns in production when APP_URL is unset, since e-mail links would point at localhost", () => {
    const [warning, ...rest] = listConfigWarnings(loadConfig({ NODE_ENV: "production", PORT: "8080" }));
    expect(warning).toMatch(/APP_URL is not set.*http:\/\/localhost:8080.*Set APP_URL/);
    expect(rest).toEqual([]);
    expect(
      listConfigWarnings(loadConfig({ NODE_ENV: "production", APP_URL: "https://school.example" })),
    ).toEqual([]);
    expect(listConfigWarnings(loadConfig({ NODE_ENV: "development" }))).toEqual([]);
  });
});
