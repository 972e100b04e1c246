import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, WaitlistRole } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Adds an e-mail to the waitlist, or updates the one row it already has (whatever its letter case),
 * with a fresh confirmation token unless it is confirmed already. Answers whether it is confirmed.
 */
export async function upsertWaitlistEntry(
  db: Db,
  entry: { email: string; role: WaitlistRole; interests: string[]; tokenHash: string; expiresAt: Date },
): Promise<{ id: number; isConfirmed: boolean }> {
  const row = await db
    .insertInto("waitlist_entries")
    .values({
      email: entry.email,
      role: entry.role,
      interests: JSON.stringify(entry.interests),
      confirm_token_hash: entry.tokenHash,
      confirm_token_expires_at: entry.expiresAt,
    })
    .onConflict((oc) =>
      oc.expression(sql`lower(email)`).doUpdateSet({
        role: entry.role,
        interests: JSON.stringify(entry.interests),
        confirm_token_hash: sql`CASE WHEN waitlist_entries.confirmed_at IS NULL THEN excluded.confirm_token_hash END`,
        confirm_token_expires_at: sql`CASE WHEN waitlist_entries.confirmed_at IS NULL THEN excluded.confirm_token_expires_at END`,
        updated_at: sql`now()`,
      }),
    )
    .returning(["id", "confirmed_at"])
    .executeTakeFirstOrThrow();
  return { id: row.id, isConfirmed: row.confirmed_at !== null };
}

/** Confirms the entry whose token this is, if it has not expired; answers its e-mail or undefined. */
export async function confirmWaitlistEntry(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .updateTable("waitlist_entries")
    .set({
      confirmed_at: sql`now()`,
      confirm_token_hash: null,
      confirm_token_expires_at: null,
      updated_at: sql`now()`,
    })
    .where("confirm_token_hash", "=", tokenHash)
    .where("confirm_token_expires_at", ">", sql<Date>`now()`)
    .returning("email")
    .executeTakeFirst();
  return row?.email;
}

/** Every entry, newest first. */
export function listWaitlistEntries(db: Db, limit: number) {
  return db
    .selectFrom("waitlist_entries")
    .select(["id", "email", "role", "interests", "confirmed_at", "created_at"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function countWaitlistEntries(db: Db): Promise<{ total: number; confirmed: number }> {
  const row = await db
    .selectFrom("waitlist_entries")
    .select((eb) => [
      eb.fn.countAll<string>().as("total"),
      eb.fn.count<string>("confirmed_at").as("confirmed"),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), confirmed: Number(row.confirmed) };
}
