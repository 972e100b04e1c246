import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Records that a question's answer was shown to the student on a day of theirs (once a day). */
export async function recordReveal(
  db: Db,
  row: { student_id: number; material_id: number; question_id: string; day: string; revealed_at: Date },
) {
  await db
    .insertInto("question_reveals")
    .values(row)
    .onConflict((oc) => oc.columns(["student_id", "material_id", "question_id", "day"]).doNothing())
    .execute();
}

/** The questions of a material whose answers were shown to the student on a day. */
export async function revealedOn(db: Db, studentId: number, materialId: number, day: string) {
  const rows = await db
    .selectFrom("question_reveals")
    .select("question_id")
    .where("student_id", "=", studentId)
    .where("material_id", "=", materialId)
    .where("day", "=", day)
    .execute();
  return new Set(rows.map((r) => r.question_id));
}

/**
 * The student's recent answers to a material (since a moment a little over a day back), for the
 * service to sort into their days: the day is the student's own, which SQL alone does not know.
 */
export function recentAnswers(db: Db, studentId: number, materialId: number, since: Date) {
  return db
    .selectFrom("question_attempts")
    .select(["question_id", "is_correct", "created_at"])
    .where("student_id", "=", studentId)
    .where("material_id", "=", materialId)
    .where("created_at", ">=", since)
    .execute();
}
