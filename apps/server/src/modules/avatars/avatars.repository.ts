import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database>;

/** The student's saved avatar row, if any. */
export function findAvatar(db: Db, studentId: number) {
  return db
    .selectFrom("student_avatars")
    .select(["config", "updated_at"])
    .where("student_id", "=", studentId)
    .executeTakeFirst();
}

/** Saves (or replaces) the student's avatar. */
export async function upsertAvatar(db: Db, studentId: number, config: unknown, now: Date) {
  const json = JSON.stringify(config);
  await db
    .insertInto("student_avatars")
    .values({ student_id: studentId, config: json, updated_at: now })
    .onConflict((oc) => oc.column("student_id").doUpdateSet({ config: json, updated_at: now }))
    .execute();
}
