import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHILD_HAS_LESSONS_MESSAGE } from "@app/contract/family";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.ts";
import {
  buildTestApp,
  call,
  createParent,
  createUser,
  TEST_PASSWORD,
  type TestApp,
} from "../../test/helpers.ts";
import { attachmentDir } from "../assignments/attachment-files.ts";
import { avatarDir } from "./avatar-files.ts";
import { STUDENT_DATA_COVERAGE } from "./student-data.service.ts";

let t: TestApp;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "student-data-"));
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface ForeignKey {
  table: string;
  column: string;
  references: string;
  onDelete: string;
}

/** Every foreign key of the schema, read from information_schema. */
async function listForeignKeys(db: Kysely<Database>): Promise<ForeignKey[]> {
  const result = await sql<ForeignKey>`
    SELECT kcu.table_name AS "table", kcu.column_name AS "column",
           ccu.table_name AS "references", rc.delete_rule AS "onDelete"
    FROM information_schema.referential_constraints rc
    JOIN information_schema.key_column_usage kcu
      ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
    JOIN information_schema.constraint_column_usage ccu
      ON ccu.constraint_name = rc.unique_constraint_name
     AND ccu.constraint_schema = rc.unique_constraint_schema
    WHERE kcu.table_schema = current_schema()
    ORDER BY 1, 2`.execute(db);
  return result.rows;
}

/** Every base table with a column named like the one given. */
async function listTablesWithColumn(db: Kysely<Database>, column: string): Promise<string[]> {
  const result = await sql<{ table: string }>`
    SELECT c.table_name AS "table"
    FROM information_schema.columns c
    JOIN information_schema.tables tb
      ON tb.table_name = c.table_name AND tb.table_schema = c.table_schema AND tb.table_type = 'BASE TABLE'
    WHERE c.table_schema = current_schema() AND c.column_name = ${column}`.execute(db);
  return result.rows.map((r) => r.table);
}

/**
 * The tables that can hold something about a student, from the schema alone: every table with a
 * student_id column, every table with a foreign key to student_profiles, then every table with a
 * foreign key to one of those (an assignment's files), and every table referring to users (a
 * child's own login).
 */
async function findStudentTables(db: Kysely<Database>) {
  const keys = await listForeignKeys(db);
  const byStudent = new Set(["student_profiles", ...(await listTablesWithColumn(db, "student_id"))]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const key of keys) {
      if (byStudent.has(key.references) && !byStudent.has(key.table)) {
        byStudent.add(key.table);
        grew = true;
      }
    }
  }
  const byUser = new Set(["users", ...keys.filter((k) => k.references === "users").map((k) => k.table)]);
  return { keys, byStudent, byUser };
}

async function countWhere(table: string, column: string, values: readonly (number | string)[]) {
  if (values.length === 0) return 0;
  const result = await sql<{ n: string }>`
    SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)}::text IN (${sql.join(
      values.map((v) => String(v)),
    )})`.execute(t.database.db);
  return Number(result.rows[0]!.n);
}

describe("the privacy promise covers the whole schema (issue 10)", () => {
  it("names every table that refers to a student or a user, with how it is exported and deleted", async () => {
    const { keys, byStudent, byUser } = await findStudentTables(t.database.db);
    const missing = [...byStudent, ...byUser].filter((table) => !(table in STUDENT_DATA_COVERAGE));
    expect(
      missing,
      "Tables that refer to a student or a user: say in STUDENT_DATA_COVERAGE (student-data.service.ts) how their rows are exported and deleted",
    ).toEqual([]);
    for (const table of byStudent) expect(STUDENT_DATA_COVERAGE[table]!.deletion).not.toBe("not-child-data");

    // A table said to go by cascade really has a cascading key to a student's rows or the login.
    const notCascading = Object.entries(STUDENT_DATA_COVERAGE)
      .filter(([table, c]) => c.deletion === "cascade" && (byStudent.has(table) || byUser.has(table)))
      .filter(
        ([table]) =>
          !keys.some(
            (k) =>
              k.table === table &&
              k.onDelete === "CASCADE" &&
              (k.references === "student_profiles" ||
                k.references === "users" ||
                byStudent.has(k.references)),
          ),
      )
      .map(([table]) => table);
    expect(notCascading).toEqual([]);
    // The kept invoices lose the child: their key to the profile sets null.
    expect(keys.find((k) => k.table === "invoices" && k.references === "student_profiles")?.onDelete).toBe(
      "SET NULL",
    );
  });
});

/** A parent's child with a login and a row in every table that can hold something about them. */
async function buildChildEverywhere() {
  const parent = await createParent(t, [11]);
  const studentId = parent.childIds[0]!;
  const db = t.database.db;
  const login = await call(t, "POST", `/api/family/children/${studentId}/login`, {
    token: parent.token,
    body: { username: `kid_${crypto.randomBytes(4).toString("hex")}`, password: TEST_PASSWORD },
  });
  expect(login.statusCode).toBe(201);
  const { user_id: childUserId } = await db
    .selectFrom("student_profiles")
    .select("user_id")
    .where("id", "=", studentId)
    .executeTakeFirstOrThrow();
  const tutor = await createUser(t, { role: "tutor" });
  const run = (query: ReturnType<typeof sql>) => query.execute(db);

  const avatar = `${crypto.randomBytes(16).toString("hex")}.png`;
  fs.mkdirSync(avatarDir(dataDir), { recursive: true });
  fs.writeFileSync(path.join(avatarDir(dataDir), avatar), Buffer.from("avatar-bytes"));
  await run(sql`UPDATE student_profiles SET avatar_file_id = ${avatar} WHERE id = ${studentId}`);

  const material = await sql<{ id: number }>`
    INSERT INTO material_templates (slug, title, subject, body)
    VALUES (${`m-${crypto.randomBytes(4).toString("hex")}`}, 'Fractions', 'Mathematics', 'Body')
    RETURNING id`.execute(db);
  const materialId = material.rows[0]!.id;
  const content = await sql<{ id: number }>`
    INSERT INTO content_items (title, content_type, subject) VALUES ('Fractions', 'material', 'Mathematics')
    RETURNING id`.execute(db);
  const contentId = content.rows[0]!.id;
  const lesson = await sql<{ id: number }>`
    INSERT INTO lessons (student_id, tutor_user_id, title, lesson_type, starts_at, duration_minutes, status)
    VALUES (${studentId}, ${tutor.user.id}, 'Past lesson', 'tutor', now() - interval '2 days', 60, 'completed')
    RETURNING id`.execute(db);
  const creditPackage = await sql<{ id: number }>`
    INSERT INTO credit_packages (student_id, credit_type, total, expires_at)
    VALUES (${studentId}, 'tutor-session', 5, now() + interval '300 days') RETURNING id`.execute(db);
  await run(sql`INSERT INTO lesson_notes (lesson_id, author_user_id, body)
    VALUES (${lesson.rows[0]!.id}, ${tutor.user.id}, 'Good progress')`);
  await run(
    sql`INSERT INTO tutor_student_assignments (tutor_user_id, student_id) VALUES (${tutor.user.id}, ${studentId})`,
  );
  await run(sql`INSERT INTO credit_movements (package_id, delta, reason, lesson_id)
    VALUES (${creditPackage.rows[0]!.id}, -1, 'Lesson', ${lesson.rows[0]!.id})`);
  await run(sql`INSERT INTO invoices (number, payer_user_id, student_id, description, amount_cents, status)
    VALUES (${`INV-${crypto.randomBytes(4).toString("hex")}`}, ${parent.user.id}, ${studentId}, '5 lessons', 10000, 'paid')`);
  await run(sql`INSERT INTO purchase_requests (payer_user_id, student_id, offer_name, credit_type, credits, amount_cents, currency, method, reference)
    VALUES (${parent.user.id}, ${studentId}, 'Tutor 5-pack', 'tutor-session', 5, 22500, 'USD', 'bank-transfer', ${`BP-${crypto.randomBytes(4).toString("hex")}`})`);
  await run(sql`INSERT INTO payments (kind, payer_user_id, student_id, amount_cents, currency, method, description, credit_package_id)
    VALUES ('payment', ${parent.user.id}, ${studentId}, 22500, 'USD', 'manual', 'Tutor 5-pack', ${creditPackage.rows[0]!.id})`);
  await run(sql`INSERT INTO content_favourites (student_id, content_id) VALUES (${studentId}, ${contentId})`);
  await run(sql`INSERT INTO content_access (student_id, content_id) VALUES (${studentId}, ${contentId})`);
  const assignment = await sql<{ id: number }>`
    INSERT INTO assignments (student_id, assigned_by, assignment_type, title)
    VALUES (${studentId}, ${tutor.user.id}, 'homework', 'Worksheet') RETURNING id`.execute(db);
  const assignmentId = assignment.rows[0]!.id;
  const attachment = `${crypto.randomBytes(16).toString("hex")}.txt`;
  fs.mkdirSync(attachmentDir(dataDir), { recursive: true });
  fs.writeFileSync(path.join(attachmentDir(dataDir), attachment), "my answers");
  await run(sql`INSERT INTO assignment_files (assignment_id, file_id, original_name, content_type, size_bytes, uploaded_by)
    VALUES (${assignmentId}, ${attachment}, 'answers.txt', 'text/plain', 10, ${childUserId})`);
  await run(sql`INSERT INTO assignment_comments (assignment_id, author_user_id, author_role, body)
    VALUES (${assignmentId}, ${parent.user.id}, 'parent', 'Done at home')`);
  const quiz = await sql<{ id: number }>`
    INSERT INTO quizzes (title, subject, questions, created_by) VALUES ('Quiz', 'Maths', '[]', ${tutor.user.id})
    RETURNING id`.execute(db);
  await run(sql`INSERT INTO quiz_attempts (quiz_id, student_id, assignment_id, attempt_key, correct_count, question_count, score, total_points)
    VALUES (${quiz.rows[0]!.id}, ${studentId}, ${assignmentId}, 'a1', 1, 1, 1, 1)`);
  await run(sql`INSERT INTO xp_ledger (student_id, amount, reason, idempotency_key, activity_date)
    VALUES (${studentId}, 20, 'Practice', 'k1', current_date)`);
  await run(sql`INSERT INTO cash_ledger (student_id, amount_cents, reason, granted_by, idempotency_key)
    VALUES (${studentId}, 500, 'Streak', ${parent.user.id}, 'cash-1')`);
  await run(sql`INSERT INTO persona_traits (student_id, trait_key, value, confidence, source)
    VALUES (${studentId}, 'tone', 'friendly', 0.9, 'test')`);
  await run(
    sql`INSERT INTO answer_sets (id, student_id, kind, items) VALUES (${crypto.randomUUID()}, ${studentId}, 'practice', '[]')`,
  );
  await run(sql`INSERT INTO question_attempts (student_id, material_id, question_id, answer, is_correct, score, evaluation_method, evaluation_sub_method, correct_answer)
    VALUES (${studentId}, ${materialId}, 'q1', '2', true, 1, 'exact', 'exact', '2')`);
  await run(
    sql`INSERT INTO material_progress (student_id, material_id) VALUES (${studentId}, ${materialId})`,
  );
  await run(sql`INSERT INTO review_cards (student_id, material_id, question_id, stability, difficulty, last_review_at, due_at)
    VALUES (${studentId}, ${materialId}, 'q1', 1, 5, now(), now())`);
  await run(sql`INSERT INTO xp_question_days (student_id, material_id, question_id, day, has_correct)
    VALUES (${studentId}, ${materialId}, 'q1', current_date, true)`);
  await run(sql`INSERT INTO question_reveals (student_id, material_id, question_id, day)
    VALUES (${studentId}, ${materialId}, 'q1', current_date)`);
  await run(
    sql`INSERT INTO parent_consent_emails (student_id, to_email) VALUES (${studentId}, 'p@example.test')`,
  );
  await run(
    sql`INSERT INTO feedback (user_id, page, message) VALUES (${childUserId}, '/student', 'I like it')`,
  );
  await run(sql`INSERT INTO auth_tokens (user_id, purpose, token_hash, expires_at)
    VALUES (${childUserId}, 'reset-password', ${crypto.randomBytes(16).toString("hex")}, now() + interval '1 hour')`);
  const thread = await sql<{ id: number }>`INSERT INTO message_threads (kind, student_id, tutor_user_id)
    VALUES ('tutor', ${studentId}, ${tutor.user.id}) RETURNING id`.execute(db);
  const message = await sql<{ id: number }>`INSERT INTO messages (thread_id, sender_user_id, from_staff, body)
    VALUES (${thread.rows[0]!.id}, ${childUserId}, false, 'Hello') RETURNING id`.execute(db);
  const messageFile = `${crypto.randomBytes(16).toString("hex")}.txt`;
  fs.mkdirSync(attachmentDir(dataDir, "messages"), { recursive: true });
  fs.writeFileSync(path.join(attachmentDir(dataDir, "messages"), messageFile), "my drawing");
  await run(sql`INSERT INTO message_attachments (thread_id, message_id, file_id, original_name, content_type, size_bytes, uploaded_by)
    VALUES (${thread.rows[0]!.id}, ${message.rows[0]!.id}, ${messageFile}, 'drawing.txt', 'text/plain', 10, ${childUserId})`);
  await run(sql`INSERT INTO message_reads (thread_id, user_id, last_read_message_id)
    VALUES (${thread.rows[0]!.id}, ${childUserId}, ${message.rows[0]!.id})`);
  return { parent, studentId, childUserId: childUserId!, avatar, attachment, messageFile };
}

describe("export and deletion of a child (issue 10)", () => {
  it("exports every covered table, the login without its password, and the files; then deletes them all", async () => {
    const child = await buildChildEverywhere();
    const { keys, byStudent, byUser } = await findStudentTables(t.database.db);

    const exported = await call(t, "GET", `/api/family/children/${child.studentId}/export`, {
      token: child.parent.token,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toMatch(
      /^attachment; filename="brightpath-child0-.+\.json"$/,
    );
    const body = exported.json();
    expect(body.student).toMatchObject({ id: child.studentId, first_name: "Child0" });
    expect(body.login).toMatchObject({ id: child.childUserId, email: null });
    expect(JSON.stringify(body)).not.toMatch(/password_hash|argon2/);
    const exportedTables = Object.entries(STUDENT_DATA_COVERAGE)
      .filter(([, c]) => c.export === "tables")
      .map(([table]) => table);
    for (const table of exportedTables) {
      expect(body.tables[table]?.length ?? 0, `rows of ${table} in the export`).toBeGreaterThan(0);
    }
    expect(body.files.map((f: { kind: string }) => f.kind).sort()).toEqual([
      "assignment-attachment",
      "avatar",
      "message-attachment",
    ]);
    const attachment = body.files.find((f: { kind: string }) => f.kind === "assignment-attachment");
    expect(Buffer.from(attachment.base64, "base64").toString()).toBe("my answers");

    // Rows reached only through another table (a package's movements, an assignment's files):
    // the export names them by id, and they must be gone afterwards too.
    const withStudentId = new Set(await listTablesWithColumn(t.database.db, "student_id"));
    const reachedThrough = [...byStudent].filter(
      (table) => table !== "student_profiles" && !withStudentId.has(table),
    );
    const idsBefore = new Map<string, number[]>();
    for (const table of reachedThrough) {
      const ids = (body.tables[table] ?? []).map((row: { id: number }) => row.id);
      expect(ids.length, `rows of ${table} in the export`).toBeGreaterThan(0);
      idsBefore.set(table, ids);
    }

    const removed = await call(t, "DELETE", `/api/student-dashboard/students/${child.studentId}`, {
      token: child.parent.token,
    });
    expect(removed.statusCode).toBe(204);

    for (const table of withStudentId) {
      expect(await countWhere(table, "student_id", [child.studentId]), `${table} after deletion`).toBe(0);
    }
    for (const key of keys.filter((k) => k.references === "student_profiles")) {
      expect(await countWhere(key.table, key.column, [child.studentId]), `${key.table}.${key.column}`).toBe(
        0,
      );
    }
    for (const [table, ids] of idsBefore) {
      expect(await countWhere(table, "id", ids), `${table} after deletion`).toBe(0);
    }
    for (const key of keys.filter((k) => k.references === "users")) {
      expect(await countWhere(key.table, key.column, [child.childUserId]), `${key.table}.${key.column}`).toBe(
        0,
      );
    }
    expect(await countWhere("users", "id", [child.childUserId])).toBe(0);
    expect(byUser.has("feedback")).toBe(true);
    // The payer's invoice stays, without the child.
    const invoice = await sql<{ student_id: number | null }>`
      SELECT student_id FROM invoices WHERE payer_user_id = ${child.parent.user.id}`.execute(t.database.db);
    expect(invoice.rows).toEqual([{ student_id: null }]);
    expect(fs.existsSync(path.join(avatarDir(dataDir), child.avatar))).toBe(false);
    expect(fs.existsSync(path.join(attachmentDir(dataDir), child.attachment))).toBe(false);
    expect(fs.existsSync(path.join(attachmentDir(dataDir, "messages"), child.messageFile))).toBe(false);
    // The child's login is gone too: it cannot sign in.
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
    expect(await countWhere("student_profiles", "id", [studentId])).toBe(1);
    expect(await countWhere("lessons", "student_id", [studentId])).toBe(1);
  });

  it("exports and deletes only a parent's own child: 401, 403 for others and every other role, 400", async () => {
    const parent = await createParent(t, [10]);
    const other = await createParent(t, [12]);
    const childId = parent.childIds[0]!;
    const url = `/api/family/children/${childId}/export`;
    expect((await call(t, "GET", url)).statusCode).toBe(401);
    expect((await call(t, "GET", url, { token: other.token })).statusCode).toBe(403);
    for (const role of ["student", "tutor", "admin"] as const) {
      const { token } = await createUser(t, { role });
      expect((await call(t, "GET", url, { token })).statusCode, role).toBe(403);
      expect(
        (await call(t, "DELETE", `/api/student-dashboard/students/${childId}`, { token })).statusCode,
        role,
      ).toBe(403);
    }
    expect(
      (await call(t, "GET", "/api/family/children/abc/export", { token: parent.token })).statusCode,
    ).toBe(400);
    expect(
      (await call(t, "DELETE", `/api/student-dashboard/students/${childId}`, { token: other.token }))
        .statusCode,
    ).toBe(403);
    expect(await countWhere("student_profiles", "id", [childId])).toBe(1);
  });
});
