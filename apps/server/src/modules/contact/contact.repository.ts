import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { ContactTopicColumn } from "../../db/tables/contact.ts";

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  "id",
  "name",
  "email",
  "topic",
  "message",
  "created_at",
  "reply",
  "replied_at",
  "replied_by_name",
] as const;

export function insertContactRequest(
  db: Db,
  values: { name: string; email: string; topic: ContactTopicColumn; message: string },
) {
  return db.insertInto("contact_requests").values(values).returning("id").executeTakeFirstOrThrow();
}

/** How many messages an e-mail address sent since a moment (the per-address daily limit). */
export async function countFromEmailSince(db: Db, email: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("contact_requests")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("email", "=", email)
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest messages, unanswered ones first. */
export function listContactRequests(db: Db, limit: number) {
  return db
    .selectFrom("contact_requests")
    .select(COLUMNS)
    .orderBy((eb) => eb("replied_at", "is", null), "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** One message, locked for the reply being written to it. */
export function findContactRequestForUpdate(db: Db, id: number) {
  return db
    .selectFrom("contact_requests")
    .select(COLUMNS)
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

export type ContactRequestRow = NonNullable<Awaited<ReturnType<typeof findContactRequestForUpdate>>>;

export function setReply(db: Db, id: number, reply: { text: string; at: Date; byName: string }) {
  return db
    .updateTable("contact_requests")
    .set({ reply: reply.text, replied_at: reply.at, replied_by_name: reply.byName })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
