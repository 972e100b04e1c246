import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database>;

const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0);

/** Single-use links (reset, verification, consent) that expired or were used before an instant. */
export async function deleteSpentLinks(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("auth_tokens")
    .where((eb) => eb.or([eb("expires_at", "<", before), eb("used_at", "<", before)]))
    .executeTakeFirst();
  return count(result);
}

/** Failed sign-ins last seen before an instant that hold nobody back any more. */
export async function deleteOldSignInFailures(db: Db, before: Date, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("login_failures")
    .where("last_failure_at", "<", before)
    .where("blocked_until", "<=", now)
    .executeTakeFirst();
  return count(result);
}

/** Outbox e-mail written before an instant, sent or not. */
export async function deleteOldOutboxMail(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom("email_outbox").where("created_at", "<", before).executeTakeFirst();
  return count(result);
}

/** Empties the before/after snapshots of audit entries made before an instant; the entries stay. */
export async function clearOldAuditSnapshots(db: Db, before: Date): Promise<number> {
  const result = await db
    .updateTable("audit_log")
    .set({ before: null, after: null })
    .where("created_at", "<", before)
    .where((eb) => eb.or([eb("before", "is not", null), eb("after", "is not", null)]))
    .executeTakeFirst();
  return count(result);
}
