import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database>;

/** Stores one message from the feedback widget; answers its id. */
export async function insertFeedback(db: Db, row: { userId: string; page: string; message: string }) {
  const inserted = await db
    .insertInto("feedback")
    .values({ user_id: row.userId, page: row.page, message: row.message })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The newest messages with their senders (a deleted sender's messages stay). */
export function listFeedback(db: Db, limit: number) {
  return db
    .selectFrom("feedback")
    .leftJoin("users", "users.id", "feedback.user_id")
    .select([
      "feedback.id",
      "feedback.page",
      "feedback.message",
      "feedback.created_at",
      "feedback.read_at",
      "users.id as user_id",
      "users.first_name",
      "users.last_name",
      "users.role",
    ])
    .orderBy("feedback.id", "desc")
    .limit(limit)
    .execute();
}

/** Marks a message read (now) or unread; answers whether it exists. */
export async function setFeedbackRead(db: Db, id: number, isRead: boolean): Promise<boolean> {
  const result = await db
    .updateTable("feedback")
    .set({ read_at: isRead ? new Date() : null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
