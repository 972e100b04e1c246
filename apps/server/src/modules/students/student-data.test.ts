import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHILD_HAS_LESSONS_MESSAGE, childExportManifestSchema } from "@app/contract/family";
import { unzipSync } from "fflate";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, call, createParent, createUser, type TestApp } from "../../test/helpers.ts";
import {
  countWhere,
  findPersonColumns,
  findTextAnywhere,
  listColumns,
  listForeignKeys,
} from "../../test/privacy-schema.ts";
import { attachmentDir } from "../assignments/attachment-files.ts";
import { avatarDir } from "./avatar-files.ts";
import { PRIVACY_REGISTRY } from "./privacy-registry.ts";
import { buildChildEverywhere } from "./privacy-test-fixtures.ts";
import { findChildRows, scrubNames } from "./student-data.service.ts";

let t: TestApp;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "student-data-"));
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const tablesWithKeys = Object.entries(PRIVACY_REGISTRY).filter(([, entry]) => entry.keys.length > 0);

function readArchive(bytes: Buffer) {
  const entries = unzipSync(new Uint8Array(bytes));
  const text = (name: string) => new TextDecoder().decode(entries[name]);
  const manifest = childExportManifestSchema.parse(JSON.parse(text("manifest.json")));
  const table = (name: string): Record<string, unknown>[] =>
    entries[`tables/${name}.json`] ? JSON.parse(text(`tables/${name}.json`)) : [];
  return { entries, manifest, table, text };
}

describe("a child's export: a zip of JSON per table and the uploaded files (issue 20)", () => {
  it("carries every table the registry exports, the login without its password, and the files", async () => {
    const child = await buildChildEverywhere(t, dataDir);
    const res = await call(t, "GET", `/api/family/children/${child.studentId}/export`, {
      token: child.parent.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="brightpath-zelda[a-z]{5}-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const archive = readArchive(res.rawPayload);
    expect(archive.text("README.txt")).toContain("Everything BrightPath holds about one child");
    expect(archive.manifest.studentId).toBe(child.studentId);
    for (const [table, entry] of tablesWithKeys) {
      if (entry.export === "rows") {
        expect(archive.table(table).length, `rows of ${table} in the archive`).toBeGreaterThan(0);
        expect(archive.manifest.tables[table]?.rows).toBe(archive.table(table).length);
      } else {
        expect(archive.entries[`tables/${table}.json`], `${table} is ${entry.export}`).toBeUndefined();
      }
    }
    expect(archive.table("student_profiles")[0]).toMatchObject({
      id: child.studentId,
      first_name: child.name.first,
    });
    expect(archive.table("users")).toEqual([expect.objectContaining({ id: child.childUserId, email: null })]);
    expect(JSON.stringify(Object.keys(archive.entries).map((name) => archive.text(name)))).not.toMatch(
      /password_hash|token_version|argon2/,
    );
    expect(archive.manifest.files.map((f) => f.table).sort()).toEqual([
      "assignment_files",
      "message_attachments",
      "student_profiles",
    ]);
    const byTable = (table: string) => archive.manifest.files.find((f) => f.table === table)!;
    expect(archive.text(byTable("assignment_files").path)).toBe("my answers");
    expect(byTable("assignment_files").path).toMatch(/^files\/assignment_files\/\d+-answers\.txt$/);
    expect(archive.text(byTable("message_attachments").path)).toBe("my drawing");
    expect(archive.text(byTable("student_profiles").path)).toBe("avatar-bytes");
  });

  it("answers only a parent about their own child: 401, 403 for others and every other role, 400", async () => {
    const parent = await createParent(t, [10]);
    const other = await createParent(t, [12]);
    const childId = parent.childIds[0]!;
    const url = `/api/family/children/${childId}/export`;
    expect((await call(t, "GET", url)).statusCode).toBe(401);
    expect((await call(t, "GET", url, { token: other.token })).statusCode).toBe(403);
    for (const role of ["student", "tutor", "admin"] as const) {
      const { token } = await createUser(t, { role });
      expect((await call(t, "GET", url, { token })).statusCode, role).toBe(403);
      const removal = await call(t, "DELETE", `/api/student-dashboard/students/${childId}`, { token });
      expect(removal.statusCode, role).toBe(403);
    }
    expect(
      (await call(t, "GET", "/api/family/children/abc/export", { token: parent.token })).statusCode,
    ).toBe(400);
    const removal = await call(t, "DELETE", `/api/student-dashboard/students/${childId}`, {
      token: other.token,
    });
    expect(removal.statusCode).toBe(403);
    expect(await countWhere(t.database.db, "student_profiles", "id", [childId])).toBe(1);
  });
});

describe("a child's deletion: every row and file removed or anonymised, audited (issue 20)", () => {
  it("leaves no row pointing at the child, no trace of their name, and none of their files", async () => {
    const child = await buildChildEverywhere(t, dataDir);
    const db = t.database.db;
    const ids = { studentId: child.studentId, loginUserId: child.childUserId };
    const before = await findChildRows(db, ids);
    for (const [table] of tablesWithKeys) {
      expect(before.get(table)!.rows.length, `the fixture fills ${table}`).toBeGreaterThan(0);
    }
    const childRowIds = new Map([...before].map(([table, found]) => [table, found.rows.map((r) => r.id)]));

    const removed = await call(t, "DELETE", `/api/student-dashboard/students/${child.studentId}`, {
      token: child.parent.token,
    });
    expect(removed.statusCode).toBe(204);

    // The scan: every column that can refer to a person or to one of the child's rows, in every table.
    const [columns, keys] = await Promise.all([listColumns(db), listForeignKeys(db)]);
    const left: string[] = [];
    for (const { table, column } of findPersonColumns(columns, keys, PRIVACY_REGISTRY)) {
      const target = keys.find((k) => k.table === table && k.column === column)?.references;
      const values: (number | string)[] = [child.childUserId];
      if (!target || target === "student_profiles") values.push(child.studentId);
      if (target && target !== "users" && target !== "student_profiles")
        values.push(...((childRowIds.get(target) ?? []) as (number | string)[]));
      const n = await countWhere(db, table, column, values);
      if (n > 0) left.push(`${table}.${column}: ${n}`);
    }
    // Tables keyed by their columns (no id) are covered by the person columns above.
    const hasId = (table: string) => columns.some((c) => c.table === table && c.column === "id");
    for (const [table, entry] of tablesWithKeys.filter(([name, e]) => e.delete === "delete" && hasId(name))) {
      const n = await countWhere(db, table, "id", (childRowIds.get(table) ?? []) as (number | string)[]);
      if (n > 0) left.push(`${table}: ${n} of the child's rows (${entry.delete})`);
    }
    expect(left).toEqual([]);

    // Anonymised rows stay for someone else (the payer's accounting, the staff's record) and hold
    // nothing of the child: no key, no name, no snapshot.
    for (const [table, entry] of tablesWithKeys.filter(([, e]) => e.delete === "anonymise")) {
      const rowIds = (childRowIds.get(table) ?? []) as (number | string)[];
      expect(await countWhere(db, table, "id", rowIds), `${table} rows kept`).toBe(rowIds.length);
      for (const { column } of entry.keys) {
        const keyed = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}
          WHERE id::text IN (${sql.join(rowIds.map(String))}) AND ${sql.ref(column)} IS NOT NULL`.execute(db);
        expect(Number(keyed.rows[0]!.n), `${table}.${column} emptied`).toBe(0);
      }
    }
    expect(await findTextAnywhere(db, columns, child.name.first)).toEqual({});
    expect(await findTextAnywhere(db, columns, child.name.last)).toEqual({});
    const payment = await sql<{ description: string; student_id: number | null }>`
      SELECT description, student_id FROM payments WHERE payer_user_id = ${child.parent.user.id}`.execute(db);
    expect(payment.rows).toEqual([{ description: "Tutor 5-pack for (removed)", student_id: null }]);

    // Audited: who removed which child and how many rows, in the audit log, with no name in it.
    const audit = await sql<{
      actor_user_id: string;
      before: { rows: Record<string, unknown>; files: number };
    }>`
      SELECT actor_user_id, before FROM audit_log
      WHERE action = 'student.delete' AND entity_id = ${String(child.studentId)}`.execute(db);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.actor_user_id).toBe(child.parent.user.id);
    expect(audit.rows[0]!.before.files).toBe(3);
    expect(audit.rows[0]!.before.rows).toMatchObject({
      student_profiles: { deleted: 1 },
      users: { deleted: 1 },
      payments: { anonymised: 1 },
      audit_log: { anonymised: 1 },
    });

    expect(fs.existsSync(path.join(avatarDir(dataDir), child.avatar))).toBe(false);
    expect(fs.existsSync(path.join(attachmentDir(dataDir), child.attachment))).toBe(false);
    expect(fs.existsSync(path.join(attachmentDir(dataDir, "messages"), child.messageFile))).toBe(false);
    const profile = await call(t, "GET", "/api/student-dashboard/profile", { token: child.parent.token });
    expect(profile.json().students).toEqual([]);
  });

  it("refuses to remove a child with a booked lesson, says which, and changes nothing", async () => {
    const parent = await createParent(t, [9]);
    const studentId = parent.childIds[0]!;
    await sql`INSERT INTO lessons (student_id, title, lesson_type, starts_at, duration_minutes)
      VALUES (${studentId}, 'Fractions with Ms Lee', 'tutor', now() + interval '3 days', 45)`.execute(
      t.database.db,
    );
    const res = await call(t, "DELETE", `/api/student-dashboard/students/${studentId}`, {
      token: parent.token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain(CHILD_HAS_LESSONS_MESSAGE);
    expect(res.json().error).toContain("Fractions with Ms Lee");
    expect(await countWhere(t.database.db, "student_profiles", "id", [studentId])).toBe(1);
    expect(await countWhere(t.database.db, "lessons", "student_id", [studentId])).toBe(1);
    const audit = await countWhere(t.database.db, "audit_log", "entity_id", [String(studentId)]);
    expect(audit).toBe(0);
  });

  it("takes a child's names out of kept text, whole words only", () => {
    expect(scrubNames("Refund: Tutor 5-pack for Al", ["Al", "Smith"])).toBe(
      "Refund: Tutor 5-pack for (removed)",
    );
    expect(scrubNames("Algebra for al SMITH", ["Al", "Smith"])).toBe("Algebra for (removed) (removed)");
    expect(scrubNames("Pack for Zoë (a.b)", ["Zoë", "a.b"])).toBe("Pack for (removed) ((removed))");
    expect(scrubNames("Nothing to take", ["", " "])).toBe("Nothing to take");
  });
});
