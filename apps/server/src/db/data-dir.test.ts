import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openPglite } from "./connect.ts";
import { describeDataDirFailure, prepareDataDir } from "./data-dir.ts";

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
// Opening a data folder sets the process umask; give the rest of this worker its own back.
const originalUmask = process.umask(0o022);
process.umask(originalUmask);
afterAll(() => {
  process.umask(originalUmask);
});

/** Every path under `root` whose permissions let group or others in, with its mode. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.mode & 0o077) found.push(`${target} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
  };
  visit(root);
  return found;
}

const isRoot = process.getuid?.() === 0;

describe("the data folder's permissions", () => {
  it("opens a fresh folder as 0700 with every file in it 0600, the database's and later ones", async () => {
    const dataDir = path.join(tempDir(), "data");
    const database = await openPglite(dataDir);
    try {
      await database.runScript("CREATE TABLE secrets (hash text); INSERT INTO secrets VALUES ('x');");
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);
      expect(fs.statSync(path.join(dataDir, "server.lock")).mode & 0o777).toBe(0o600);
    } finally {
      await database.close();
    }
    // What the checkpoint and close wrote is private too.
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it("refuses a folder that other users can write, with a sentence, and touches nothing in it", async () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o777);
    await expect(openPglite(dataDir)).rejects.toThrow(
      /can be written by other users \(permissions 0777\).*chmod 700/,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o777);
  });

  it("makes private a folder an older version left readable and writable by everyone inside", () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o755);
    fs.mkdirSync(path.join(dataDir, "pglite", "base"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "pglite", "base", "1259"), "rows");
    fs.chmodSync(path.join(dataDir, "pglite"), 0o755);
    fs.chmodSync(path.join(dataDir, "pglite", "base", "1259"), 0o666);
    prepareDataDir(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(fs.statSync(path.join(dataDir, "pglite", "base", "1259")).mode & 0o777).toBe(0o600);
  });
});

describe("a data folder the server cannot use", () => {
  it("stops with a sentence, not an errno, when part of the path is a file", async () => {
    const file = path.join(tempDir(), "not-a-folder");
    fs.writeFileSync(file, "");
    const attempt = openPglite(path.join(file, "data"));
    await expect(attempt).rejects.toThrow(/part of that path is a file, not a folder\. Set DATA_DIR/);
    await expect(attempt).rejects.not.toThrow(/ENOTDIR/);
  });

  it.skipIf(isRoot)("stops with a sentence when this user may not write there", async () => {
    const parent = tempDir();
    fs.chmodSync(parent, 0o500);
    try {
      await expect(openPglite(path.join(parent, "data"))).rejects.toThrow(
        /cannot be created or written by this user/,
      );
    } finally {
      fs.chmodSync(parent, 0o700);
    }
  });

  it("explains each file-system failure an operator can meet", () => {
    const dir = "/srv/brightpath";
    const cases: Array<[string, RegExp]> = [
      ["EACCES", /cannot be created or written by this user.*DATA_DIR/],
      ["EPERM", /cannot be created or written by this user/],
      ["EROFS", /read-only file system/],
      ["ENOSPC", /disk holding the data folder \/srv\/brightpath is full/],
    ];
    for (const [code, message] of cases) {
      const error = Object.assign(new Error(`${code}: raw`), { code });
      const described = describeDataDirFailure(dir, error);
      expect(described.message).toMatch(message);
      expect(described.message).not.toContain(code);
    }
  });
});
