import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/*
 * Hint use on a question in the student's day (issue 24): the rungs of the AI tutor's hint ladder a
 * student was given. An attempt at that question is then recorded with hint_used (spec 3). It lives
 * with the attempts it marks, so the tutor (a higher module) records it through this module.
 */

/** Hint rungs a student used on a question in their day. */
export async function findHintRungs(
  db: Db,
  key: { studentId: number; materialId: number; questionId: string; day: string },
): Promise<number> {
  const row = await db
    .selectFrom("tutor_hint_uses")
    .select("rungs")
    .where("student_id", "=", key.studentId)
    .where("material_id", "=", key.materialId)
    .where("question_id", "=", key.questionId)
    .where("day", "=", key.day)
    .executeTakeFirst();
  return row?.rungs ?? 0;
}

/** Remembers the highest rung given on a question in the student's day. */
export async function recordHintRung(
  db: Db,
  key: { studentId: number; materialId: number; questionId: string; day: string },
  rung: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto("tutor_hint_uses")
    .values({
      student_id: key.studentId,
      material_id: key.materialId,
      question_id: key.questionId,
      day: key.day,
      rungs: rung,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(["student_id", "material_id", "question_id", "day"])
        .doUpdateSet({ rungs: sql`greatest(tutor_hint_uses.rungs, excluded.rungs)`, updated_at: now }),
    )
    .execute();
}
