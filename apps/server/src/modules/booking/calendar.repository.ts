import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

// Calendar feeds.

export async function findFeedToken(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("calendar_feed_tokens")
    .select("token")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.token;
}

export async function saveFeedToken(db: Db, userId: string, token: string): Promise<void> {
  await db
    .insertInto("calendar_feed_tokens")
    .values({ user_id: userId, token })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ token, created_at: new Date() }))
    .execute();
}

export function findFeedOwner(db: Db, token: string) {
  return db
    .selectFrom("calendar_feed_tokens as f")
    .innerJoin("users as u", "u.id", "f.user_id")
    .select(["u.id", "u.role", "u.disabled_at"])
    .where("f.token", "=", token)
    .executeTakeFirst();
}

/** The ids of the student profiles a user's feed covers: their own, or their children's. */
export async function listFeedStudentIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .selectFrom("student_profiles")
    .select("id")
    .where((eb) => eb.or([eb("user_id", "=", userId), eb("parent_user_id", "=", userId)]))
    .execute();
  return rows.map((r) => r.id);
}
