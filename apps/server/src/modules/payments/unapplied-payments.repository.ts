import type { Kysely, Transaction } from "kysely";
import type { Database, UnappliedReason } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Keeps a card payment that could not be applied; answers its id, or null when the session was kept already. */
export async function insertUnapplied(
  db: Db,
  row: {
    reason: UnappliedReason;
    purchaseRequestId: number;
    payerUserId: string;
    requested: string;
    requestedCents: number;
    requestedCurrency: string;
    amountCents: number;
    currency: string;
    sessionId: string;
    eventId: string;
    paymentIntent: string | null;
    at: Date;
  },
): Promise<number | null> {
  const inserted = await db
    .insertInto("unapplied_payments")
    .values({
      reason: row.reason,
      purchase_request_id: row.purchaseRequestId,
      payer_user_id: row.payerUserId,
      requested: row.requested,
      requested_cents: row.requestedCents,
      requested_currency: row.requestedCurrency,
      amount_cents: row.amountCents,
      currency: row.currency,
      stripe_session_id: row.sessionId,
      stripe_event_id: row.eventId,
      payment_intent: row.paymentIntent,
      created_at: row.at,
    })
    .onConflict((oc) => oc.column("stripe_session_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted?.id ?? null;
}

function selectUnapplied(db: Db) {
  return db
    .selectFrom("unapplied_payments as u")
    .innerJoin("users as payer", "payer.id", "u.payer_user_id")
    .leftJoin("purchase_requests as r", "r.id", "u.purchase_request_id")
    .leftJoin("student_profiles as s", "s.id", "r.student_id")
    .leftJoin("users as admin", "admin.id", "u.resolved_by")
    .selectAll("u")
    .select([
      "payer.first_name as payer_first_name",
      "payer.last_name as payer_last_name",
      "s.id as student_id",
      "s.first_name as student_first_name",
      "s.last_name as student_last_name",
      "admin.first_name as admin_first_name",
      "admin.last_name as admin_last_name",
    ]);
}
export type UnappliedRecord = Awaited<ReturnType<ReturnType<typeof selectUnapplied>["execute"]>>[number];

export function findUnapplied(db: Db, id: number) {
  return selectUnapplied(db).where("u.id", "=", id).executeTakeFirst();
}

/** Locks a payment's row until the transaction ends, so two decisions about it queue. */
export async function lockUnapplied(db: Db, id: number): Promise<void> {
  await db.selectFrom("unapplied_payments").select("id").where("id", "=", id).forUpdate().execute();
}

/** Open ones (waiting for a decision, or a refund under way) or decided ones, newest first. */
export function listUnapplied(db: Db, status: "open" | "resolved" | undefined) {
  let query = selectUnapplied(db);
  if (status === "open") query = query.where("u.status", "in", ["open", "refunding"]);
  if (status === "resolved") query = query.where("u.status", "in", ["refunded", "granted"]);
  return query.orderBy("u.created_at", "desc").orderBy("u.id", "desc").limit(200).execute();
}

export async function countOpenUnapplied(db: Db): Promise<number> {
  const row = await db
    .selectFrom("unapplied_payments")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("status", "in", ["open", "refunding"])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Moves a payment from one state to the next; answers false when it was not in `from` any more
 * (another admin decided first), so each decision happens once.
 */
export async function moveUnapplied(
  db: Db,
  id: number,
  from: "open" | "refunding",
  to:
    | { status: "open" | "refunding" }
    | {
        status: "refunded" | "granted";
        by: string;
        at: Date;
        note: string;
        refundReference?: string | null;
        paymentId: number | null;
      },
): Promise<boolean> {
  const result = await db
    .updateTable("unapplied_payments")
    .set(
      !("by" in to)
        ? { status: to.status }
        : {
            status: to.status,
            resolved_by: to.by,
            resolved_at: to.at,
            note: to.note,
            refund_reference: to.refundReference ?? null,
            payment_id: to.paymentId,
          },
    )
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
