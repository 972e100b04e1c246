import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The AI tutor's tables (migration 034): sessions, messages, hint use and the outside-model choice. */

const sessionColumns = (db: Db) =>
  db
    .selectFrom("tutor_sessions as s")
    .innerJoin("material_templates as m", "m.id", "s.material_id")
    .select([
      "s.id",
      "s.student_id",
      "s.material_id",
      "m.title as material_title",
      "s.started_at",
      "s.last_turn_at",
      sql<number>`(select count(*) from tutor_messages t where t.session_id = s.id)::int`.as("message_count"),
      sql<boolean>`exists (select 1 from tutor_messages t where t.session_id = s.id and t.flags <> '[]'::jsonb)`.as(
        "flagged",
      ),
    ]);

export type SessionRecord = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export async function insertSession(
  db: Db,
  studentId: number,
  materialId: number,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto("tutor_sessions")
    .values({ student_id: studentId, material_id: materialId, started_at: now, last_turn_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findSession(db: Db, id: number) {
  return sessionColumns(db).where("s.id", "=", id).executeTakeFirst();
}

export function listSessions(db: Db, studentId: number, limit: number) {
  return sessionColumns(db)
    .where("s.student_id", "=", studentId)
    .orderBy("s.last_turn_at", "desc")
    .orderBy("s.id", "desc")
    .limit(limit)
    .execute();
}

export async function touchSession(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable("tutor_sessions").set({ last_turn_at: now }).where("id", "=", id).execute();
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.deleteFrom("tutor_sessions").where("id", "=", id).execute();
}

export interface NewMessage {
  sessionId: number;
  role: "student" | "tutor";
  body: string;
  engine: "built-in" | "model" | null;
  kind: "answer" | "hint" | "unknown" | "safety" | null;
  rung: number | null;
  questionId: string | null;
  citations: { part: string; label: string }[];
  flags: string[];
  now: Date;
}

export function insertMessage(db: Db, m: NewMessage) {
  return db
    .insertInto("tutor_messages")
    .values({
      session_id: m.sessionId,
      role: m.role,
      body: m.body,
      engine: m.engine,
      kind: m.kind,
      rung: m.rung,
      question_id: m.questionId,
      citations: JSON.stringify(m.citations),
      flags: JSON.stringify(m.flags),
      created_at: m.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type MessageRecord = Awaited<ReturnType<typeof insertMessage>>;

export function listMessages(db: Db, sessionId: number) {
  return db
    .selectFrom("tutor_messages")
    .selectAll()
    .where("session_id", "=", sessionId)
    .orderBy("id")
    .execute();
}

export function findSettings(db: Db, studentId: number) {
  return db.selectFrom("tutor_settings").selectAll().where("student_id", "=", studentId).executeTakeFirst();
}

export async function saveSettings(
  db: Db,
  studentId: number,
  allowed: boolean,
  decidedBy: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto("tutor_settings")
    .values({ student_id: studentId, outside_model_allowed: allowed, decided_by: decidedBy, decided_at: now })
    .onConflict((oc) =>
      oc
        .column("student_id")
        .doUpdateSet({ outside_model_allowed: allowed, decided_by: decidedBy, decided_at: now }),
    )
    .execute();
}

/** Messages the guardrails flagged, newest first, with the student's name (the admins' inbox). */
export function listFlagged(db: Db, limit: number) {
  return db
    .selectFrom("tutor_messages as t")
    .innerJoin("tutor_sessions as s", "s.id", "t.session_id")
    .innerJoin("student_profiles as p", "p.id", "s.student_id")
    .select([
      "t.id",
      "t.session_id",
      "s.student_id",
      "p.first_name",
      "p.last_name",
      "t.flags",
      "t.body",
      "t.created_at",
    ])
    .where(sql<boolean>`t.flags <> '[]'::jsonb`)
    .where("t.role", "=", "student")
    .orderBy("t.created_at", "desc")
    .limit(limit)
    .execute();
}
