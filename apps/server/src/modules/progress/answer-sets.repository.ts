import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface SetItem {
  material_id: number;
  question_id: string;
}

/** Records a set the server opened. */
export async function insertAnswerSet(
  db: Db,
  row: { id: string; student_id: number; kind: "practice" | "review"; items: SetItem[] },
) {
  await db
    .insertInto("answer_sets")
    .values({ ...row, items: JSON.stringify(row.items) })
    .execute();
}

/** A student's set (another student's is not found); locked until the transaction ends when asked. */
export function findAnswerSet(db: Db, studentId: number, id: string, forUpdate = false) {
  return db
    .selectFrom("answer_sets")
    .selectAll()
    .where("id", "=", id)
    .where("student_id", "=", studentId)
    .$if(forUpdate, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Closes a set with the XP it earned. */
export async function markAnswerSetFinished(db: Db, id: string, xpAwarded: number) {
  await db
    .updateTable("answer_sets")
    .set({ finished_at: new Date(), xp_awarded: xpAwarded })
    .where("id", "=", id)
    .execute();
}

/** Holds the student's row until the transaction ends: their XP is counted one set at a time. */
export async function lockStudent(db: Db, studentId: number): Promise<void> {
  await db.selectFrom("student_profiles").select("id").where("id", "=", studentId).forUpdate().execute();
}

const claimedColumns = [
  "id",
  "material_id",
  "question_id",
  "is_correct",
  "after_reveal",
  "created_at",
] as const;

/** Claims for XP the set's attempts not yet counted; answers them. */
export function claimSetAttempts(db: Db, studentId: number, setId: string, key: string) {
  return db
    .updateTable("question_attempts")
    .set({ xp_set: key })
    .where("student_id", "=", studentId)
    .where("answer_set_id", "=", setId)
    .where("xp_set", "is", null)
    .returning(claimedColumns)
    .execute();
}

/** Claims for XP a material's attempts given outside any set (the material page) not yet counted. */
export function claimLooseAttempts(db: Db, studentId: number, materialId: number, key: string) {
  return db
    .updateTable("question_attempts")
    .set({ xp_set: key })
    .where("student_id", "=", studentId)
    .where("material_id", "=", materialId)
    .where("answer_set_id", "is", null)
    .where("xp_set", "is", null)
    .returning(claimedColumns)
    .execute();
}

/** The questions answered in a set, as "material:question". */
export async function answeredInSet(db: Db, setId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("question_attempts")
    .select(["material_id", "question_id"])
    .distinct()
    .where("answer_set_id", "=", setId)
    .execute();
  return new Set(rows.map((r) => `${r.material_id}:${r.question_id}`));
}

/** What earlier sets counted of some of a student's questions on some days. */
export function listQuestionDays(db: Db, studentId: number, materialIds: number[], days: string[]) {
  if (materialIds.length === 0 || days.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("xp_question_days")
    .select(["material_id", "question_id", sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"), "has_correct"])
    .where("student_id", "=", studentId)
    .where("material_id", "in", materialIds)
    .where("day", "in", days)
    .execute();
}

/** Remembers what a set counted of its questions' days (a right answer is never forgotten). */
export async function saveQuestionDays(
  db: Db,
  studentId: number,
  rows: { material_id: number; question_id: string; day: string; has_correct: boolean }[],
) {
  if (rows.length === 0) return;
  await db
    .insertInto("xp_question_days")
    .values(rows.map((r) => ({ student_id: studentId, ...r })))
    .onConflict((oc) =>
      oc.columns(["student_id", "material_id", "question_id", "day"]).doUpdateSet({
        has_correct: sql<boolean>`xp_question_days.has_correct or excluded.has_correct`,
      }),
    )
    .execute();
}
