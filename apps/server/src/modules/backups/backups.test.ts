import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/connect.ts";
import { seedCatalogue } from "../../db/seed/catalogue.ts";
import { buildTestApp, createParent, createStudent, type TestApp } from "../../test/helpers.ts";
import type { CreatedBackup } from "./backup-create.ts";
import { runRestoreDrill } from "./backup-restore.ts";
import { compareWithManifest } from "./backup-snapshot.ts";
import { restoreIntoServerDatabase } from "./backup-targets.ts";
import { editArchive, freshDatabase, tempDir } from "./backup-test-fixtures.ts";
import { isSchemaEmpty } from "./backups.repository.ts";
import { backUp } from "./backups.service.ts";

/**
 * The restore drill in the suite (issue 20): seed, back up, change the data, restore into a fresh
 * database (a new PGlite, or a new schema on PostgreSQL), and compare with the backup's manifest.
 */
let t: TestApp;
let dataDir: string;
let backup: CreatedBackup;
let usersAtBackup: unknown[];
const avatar = Buffer.from("not really a png, but bytes all the same");

const readUsers = (database: DatabaseHandle) =>
  database.db.selectFrom("users").selectAll().orderBy("id").execute();

beforeAll(async () => {
  dataDir = tempDir("backup-source");
  t = await buildTestApp({ DATA_DIR: dataDir });
  await seedCatalogue(t.database.db);
  await createStudent(t, { first_name: "Ada" });
  await createParent(t, [9, 13]);
  fs.mkdirSync(path.join(dataDir, "uploads", "avatars"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "uploads", "avatars", "one.png"), avatar);
  backup = await backUp(t.app.deps, "backup", tempDir("backup-out"));
  usersAtBackup = await readUsers(t.database);
  // The data changes after the backup: a rename, a deletion, a new account, a removed upload.
  await t.database.db.updateTable("users").set({ first_name: "Changed" }).execute();
  await t.database.db.deleteFrom("student_profiles").where("first_name", "=", "Ada").execute();
  await createStudent(t, { first_name: "Later" });
  fs.rmSync(path.join(dataDir, "uploads", "avatars", "one.png"));
}, 60_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function withTarget<T>(work: (target: DatabaseHandle, uploadsTo: string) => Promise<T>): Promise<T> {
  const target = await freshDatabase();
  const uploadsTo = tempDir("backup-target");
  try {
    return await work(target, uploadsTo);
  } finally {
    await target.close();
    fs.rmSync(uploadsTo, { recursive: true, force: true });
  }
}

describe("backup and restore", () => {
  it("records the schema version and every table's rows and checksum", () => {
    const { manifest } = backup;
    expect(manifest.schemaVersion).toBe(manifest.migrations.at(-1));
    expect(manifest.tables.find((table) => table.name === "users")?.rows).toBe(usersAtBackup.length);
    expect(manifest.tables.every((table) => /^[0-9a-f]{64}$/.test(table.sha256))).toBe(true);
    expect(manifest.files).toEqual([
      expect.objectContaining({ path: "avatars/one.png", size: avatar.length }),
    ]);
    expect(fs.statSync(backup.file).mode & 0o077).toBe(0);
  });

  it("restores into a fresh database as it was backed up: counts, checksums, the changed rows, the uploads", async () => {
    await withTarget(async (target, uploadsTo) => {
      const result = await restoreIntoServerDatabase(backup.file, target, uploadsTo);
      expect(result.differences).toEqual([]);
      expect(await compareWithManifest(target.db, backup.manifest)).toEqual([]);
      expect(await readUsers(target)).toEqual(usersAtBackup);
      const ada = await target.db
        .selectFrom("student_profiles")
        .select("id")
        .where("first_name", "=", "Ada")
        .execute();
      expect(ada).toHaveLength(1);
      expect(fs.readFileSync(path.join(uploadsTo, "uploads", "avatars", "one.png"))).toEqual(avatar);
      // The restored database takes new rows after the restored ones (its sequences came along).
      const added = await createStudent({ ...t, database: target }, { first_name: "After" });
      expect(added.studentId).toBeGreaterThan(0);
    });
  });

  it("passes its restore drill (a scratch database compared with the manifest)", async () => {
    const drill = await runRestoreDrill(backup.file, dataDir);
    expect(drill).toMatchObject({ passed: true, problem: null, files: 1 });
    expect(drill.tables).toBe(backup.manifest.tables.length);
    // An embedded database is started for the drill, whichever database made the backup: slow on a busy machine.
  }, 180_000);

  it("refuses a damaged archive with a clear message, and changes nothing", async () => {
    const tampered = await editArchive(backup.file, (dir) => {
      const file = path.join(dir, "tables", "users.jsonl");
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("Ada", "Eve"));
    });
    const truncated = path.join(tempDir("backup-truncated"), "backup.tar.gz");
    fs.writeFileSync(truncated, fs.readFileSync(backup.file).subarray(0, 200));
    await withTarget(async (target, uploadsTo) => {
      await expect(restoreIntoServerDatabase(tampered, target, uploadsTo)).rejects.toThrow(
        /is damaged: tables\/users\.jsonl does not match its checksum\. Nothing was restored/,
      );
      await expect(restoreIntoServerDatabase(truncated, target, uploadsTo)).rejects.toThrow(
        /is not a readable backup archive/,
      );
      expect(await isSchemaEmpty(target.db)).toBe(true);
      expect(fs.readdirSync(uploadsTo)).toEqual([]);
    });
    expect((await runRestoreDrill(tampered, dataDir)).passed).toBe(false);
  });

  it("refuses a backup of a newer schema without --force, and restores what it knows with it", async () => {
    const newer = await editArchive(backup.file, (dir) => {
      const file = path.join(dir, "manifest.json");
      const manifest = JSON.parse(fs.readFileSync(file, "utf8"));
      manifest.migrations.push("999-from-the-future.sql");
      manifest.schemaVersion = "999-from-the-future.sql";
      fs.writeFileSync(file, JSON.stringify(manifest));
    });
    await withTarget(async (target, uploadsTo) => {
      await expect(restoreIntoServerDatabase(newer, target, uploadsTo)).rejects.toThrow(
        /schema \(999-from-the-future\.sql\) is newer than this version's .*--force/,
      );
      expect(await isSchemaEmpty(target.db)).toBe(true);
      const forced = await restoreIntoServerDatabase(newer, target, uploadsTo, { force: true });
      expect(forced.compared).toBe(false);
      expect(await readUsers(target)).toEqual(usersAtBackup);
    });
  });

  it("refuses a target database that is not empty without --force, and replaces it with it", async () => {
    await withTarget(async (target, uploadsTo) => {
      await restoreIntoServerDatabase(backup.file, target, uploadsTo);
      await target.db.updateTable("users").set({ first_name: "Edited" }).execute();
      fs.rmSync(path.join(uploadsTo, "uploads"), { recursive: true });
      await expect(restoreIntoServerDatabase(backup.file, target, uploadsTo)).rejects.toThrow(
        /The target database is not empty.*--force/,
      );
      expect((await readUsers(target)).every((user) => user.first_name === "Edited")).toBe(true);
      await restoreIntoServerDatabase(backup.file, target, uploadsTo, { force: true });
      expect(await readUsers(target)).toEqual(usersAtBackup);
    });
  });
});
