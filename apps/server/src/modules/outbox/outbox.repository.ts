import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

/** The newest e-mails, newest first. */
export function listOutboxEmails(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom("email_outbox")
    .select(["id", "to_email", "subject", "text_body", "created_at", "sent_at", "last_error"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
