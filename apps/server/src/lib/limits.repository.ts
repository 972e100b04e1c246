import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** One key's failure counts, or undefined. */
export function findFailure(db: Db, key: string) {
  return db
    .selectFrom("login_failures")
    .select(["failures", "last_failure_at", "blocked_until"])
    .where("key", "=", key)
    .executeTakeFirst();
}

/** The key's row, made if missing, held by this transaction until it ends. */
export async function lockFailure(tx: Transaction<Database>, key: string, now: Date) {
  await tx
    .insertInto("login_failures")
    .values({ key, failures: 0, last_failure_at: now, blocked_until: new Date(0) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  return tx
    .selectFrom("login_failures")
    .select(["failures", "last_failure_at", "blocked_until"])
    .where("key", "=", key)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Writes a key's counts. */
export async function saveFailure(
  db: Db,
  key: string,
  entry: { failures: number; last_failure_at: Date; blocked_until: Date },
): Promise<void> {
  await db.updateTable("login_failures").set(entry).where("key", "=", key).execute();
}

export async function deleteFailure(db: Db, key: string): Promise<void> {
  await db.deleteFrom("login_failures").where("key", "=", key).execute();
}

/** Forgets failures nobody can be held by any more. */
export async function deleteStaleFailures(db: Db, lastBefore: Date, now: Date): Promise<void> {
  await db
    .deleteFrom("login_failures")
    .where("last_failure_at", "<", lastBefore)
    .where("blocked_until", "<=", now)
    .execute();
}

/**
 * Counts one hit in the key's window in one statement (atomic between processes): a window that
 * has ended starts again at one. Answers the count and when the window ends.
 */
export function countHit(db: Db, key: string, now: Date, resetAt: Date) {
  return db
    .insertInto("rate_limit_windows")
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`CASE WHEN rate_limit_windows.reset_at <= ${now} THEN 1 ELSE rate_limit_windows.count + 1 END`,
        reset_at: sql`CASE WHEN rate_limit_windows.reset_at <= ${now} THEN ${resetAt}::timestamptz ELSE rate_limit_windows.reset_at END`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
}

/** The key's window, or undefined. */
export function findWindow(db: Db, key: string) {
  return db
    .selectFrom("rate_limit_windows")
    .select(["count", "reset_at"])
    .where("key", "=", key)
    .executeTakeFirst();
}

/** Forgets windows that have ended. */
export async function deleteEndedWindows(db: Db, now: Date): Promise<void> {
  await db.deleteFrom("rate_limit_windows").where("reset_at", "<=", now).execute();
}
