import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";

/** Stores an e-mail in the outbox; answers its id. */
export async function insertOutboxEmail(
  db: Kysely<Database>,
  email: { to: string; subject: string; text: string },
): Promise<number> {
  const row = await db
    .insertInto("email_outbox")
    .values({ to_email: email.to, subject: email.subject, text_body: email.text })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records the outcome of a delivery attempt. */
export async function markOutboxEmail(db: Kysely<Database>, id: number, error: string | null): Promise<void> {
  await db
    .updateTable("email_outbox")
    .set(error ? { last_error: error } : { sent_at: new Date(), last_error: null })
    .where("id", "=", id)
    .execute();
}
