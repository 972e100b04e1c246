import {
  type GrantUnappliedRequest,
  type RefundUnappliedRequest,
  UNAPPLIED_MESSAGES,
  UNAPPLIED_REASON_LABELS,
  type UnappliedPayment,
  type UnappliedReason,
} from "@app/contract/unapplied-payments";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { AppError, badRequest, conflict, notFound } from "../../lib/app-error.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import { notifyAdmins } from "../notifications/notifications.service.ts";
import * as repo from "./payments.repository.ts";
import { applyPurchase, describePurchase, itemOfRequest } from "./purchase.ts";
import { createRefund } from "./stripe.ts";
import * as unapplied from "./unapplied-payments.repository.ts";

/*
 * Card payments Stripe took that could not be applied (issue 20 item 7, decision 036): kept from
 * the webhook's transaction on, every admin told, and decided once by an admin: refunded (through
 * Stripe, or marked as refunded by hand) or granted as asked through the same path as a paid request.
 */

type Db = Kysely<Database> | Transaction<Database>;
const PAGE = "/admin/payments#unapplied";
const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
/** An amount as the admins' notification reads it: "220.00 USD". */
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

function present(row: unapplied.UnappliedRecord): UnappliedPayment {
  return {
    id: row.id,
    reason: row.reason,
    status: row.status,
    payer_id: row.payer_user_id,
    payer_name: fullName(row.payer_first_name, row.payer_last_name),
    student_id: row.student_id,
    student_name: row.student_id === null ? null : fullName(row.student_first_name, row.student_last_name),
    purchase_request_id: row.purchase_request_id,
    requested: row.requested,
    requested_cents: row.requested_cents,
    requested_currency: row.requested_currency,
    amount_cents: row.amount_cents,
    currency: row.currency,
    stripe_session_id: row.stripe_session_id,
    payment_intent: row.payment_intent,
    created_at: new Date(row.created_at).toISOString(),
    resolved_at: iso(row.resolved_at),
    resolved_by_name: row.resolved_by ? fullName(row.admin_first_name, row.admin_last_name) : null,
    note: row.note,
    refund_reference: row.refund_reference,
    payment_id: row.payment_id,
  };
}

/**
 * Keeps a paid session the webhook could not apply and tells every admin, in the webhook's
 * transaction (so the event is never marked done without its trace). A session kept already (a
 * second event about it) changes nothing. A session that took no money leaves nothing to decide.
 */
export async function keepUnapplied(
  tx: Db,
  input: {
    reason: UnappliedReason;
    request: repo.PurchaseRequestRecord;
    session: {
      id: string;
      amount_total: number | null;
      currency: string | null;
      payment_intent: string | null;
    };
    eventId: string;
    now: Date;
  },
): Promise<void> {
  const { request, session } = input;
  const amount = session.amount_total;
  if (amount === null || !Number.isInteger(amount) || amount <= 0) return;
  const currency = /^[a-z]{3}$/i.test(session.currency ?? "")
    ? (session.currency ?? "").toUpperCase()
    : "XXX";
  const requested = describePurchase(itemOfRequest(request), { first_name: request.student_first_name });
  const id = await unapplied.insertUnapplied(tx, {
    reason: input.reason,
    purchaseRequestId: request.id,
    payerUserId: request.payer_user_id,
    requested,
    requestedCents: request.amount_cents,
    requestedCurrency: request.currency,
    amountCents: amount,
    currency,
    sessionId: session.id,
    eventId: input.eventId,
    paymentIntent: session.payment_intent,
    at: input.now,
  });
  if (id === null) return;
  const payer = fullName(request.payer_first_name, request.payer_last_name);
  await notifyAdmins(tx, {
    title: UNAPPLIED_MESSAGES.notificationTitle,
    body: `${payer} paid ${money(amount, currency)} by card for ${requested} (${request.reference}), but it was not applied: ${UNAPPLIED_REASON_LABELS[input.reason]}. Refund it or grant what was asked.`,
    linkUrl: PAGE,
  });
}

/** GET /api/admin/payments/unapplied: card payments not applied, open or decided, newest first. */
export async function listUnappliedPayments(deps: Deps, status: "open" | "resolved" | undefined) {
  const [rows, openCount] = await Promise.all([
    unapplied.listUnapplied(deps.db, status),
    unapplied.countOpenUnapplied(deps.db),
  ]);
  return { payments: rows.map(present), open_count: openCount };
}

async function findOrThrow(db: Db, id: number) {
  const row = await unapplied.findUnapplied(db, id);
  if (!row) throw notFound("Unknown payment");
  return row;
}

/** Records the decision in the audit log, in its transaction; answers the payment as it is now. */
async function audited(
  tx: Db,
  actor: Actor,
  action: string,
  before: unapplied.UnappliedRecord,
  extra: Record<string, unknown>,
): Promise<UnappliedPayment> {
  const after = present(await findOrThrow(tx, before.id));
  await recordAdminChange(tx, actor, {
    action,
    entityType: "unapplied-payment",
    entityId: before.id,
    before: present(before),
    after: { ...after, ...extra },
  });
  return after;
}

const alreadyDecided = (row: unapplied.UnappliedRecord) =>
  conflict(row.status === "refunding" ? UNAPPLIED_MESSAGES.refunding : UNAPPLIED_MESSAGES.notOpen);

/**
 * POST /api/admin/payments/unapplied/{id}/refund: the money goes back. Through Stripe, the payment
 * is claimed first (open → refunding, so neither a second refund nor a grant can start), then
 * Stripe is asked (one refund per payment, by its idempotency key), then the refund is written:
 * the payment and its refund in the family's ledger, a waiting request cancelled, audited. When
 * Stripe refuses, the claim is let go and nothing changed.
 */
export async function refundUnapplied(
  deps: Deps,
  actor: Actor,
  id: number,
  body: RefundUnappliedRequest,
  now = new Date(),
) {
  const row = await findOrThrow(deps.db, id);
  if (row.status !== "open") throw alreadyDecided(row);
  let refundReference: string | null = null;
  if (body.method === "stripe") {
    const stripe = deps.config.stripe;
    if (!stripe) throw badRequest(UNAPPLIED_MESSAGES.noStripe, { method: [UNAPPLIED_MESSAGES.noStripe] });
    if (!row.payment_intent)
      throw badRequest(UNAPPLIED_MESSAGES.noPaymentIntent, { method: [UNAPPLIED_MESSAGES.noPaymentIntent] });
    if (!(await unapplied.moveUnapplied(deps.db, id, "open", { status: "refunding" })))
      throw alreadyDecided(await findOrThrow(deps.db, id));
    try {
      refundReference = (
        await createRefund(stripe.secretKey, {
          paymentIntent: row.payment_intent,
          amountCents: row.amount_cents,
          idempotencyKey: `refund-unapplied-${row.id}`,
          metadata: { unapplied_payment_id: String(row.id) },
        })
      ).id;
    } catch {
      await unapplied.moveUnapplied(deps.db, id, "refunding", { status: "open" });
      throw new AppError(502, UNAPPLIED_MESSAGES.stripeFailed);
    }
  }
  const expected = body.method === "stripe" ? "refunding" : "open";
  return deps.db.transaction().execute(async (tx) => {
    await unapplied.lockUnapplied(tx, id);
    const current = await findOrThrow(tx, id);
    if (current.status !== expected) throw alreadyDecided(current);
    // The request may be gone with its child (the id has no foreign key): then nothing refers to it.
    const requestId = current.student_id === null ? null : current.purchase_request_id;
    const paymentId = await repo.insertPayment(tx, {
      kind: "payment",
      payerUserId: row.payer_user_id,
      studentId: row.student_id,
      amountCents: row.amount_cents,
      currency: row.currency,
      method: "stripe",
      description: `Card payment not applied (${UNAPPLIED_REASON_LABELS[row.reason]}): ${row.requested}`,
      externalId: row.payment_intent ?? row.stripe_session_id,
      invoiceId: null,
      purchaseRequestId: requestId,
      at: now,
    });
    await repo.insertPayment(tx, {
      kind: "refund",
      refundOf: paymentId,
      payerUserId: row.payer_user_id,
      studentId: row.student_id,
      amountCents: row.amount_cents,
      currency: row.currency,
      method: "stripe",
      description: `Refund: ${row.requested}`,
      note: body.note,
      externalId: refundReference,
      invoiceId: null,
      recordedBy: actor.id,
      at: now,
    });
    await unapplied.moveUnapplied(tx, id, expected, {
      status: "refunded",
      by: actor.id,
      at: now,
      note: body.note,
      refundReference,
      paymentId,
    });
    if (requestId !== null)
      await repo.decideRequest(tx, requestId, { status: "cancelled", by: actor.id, at: now });
    return { payment: await audited(tx, actor, "payment.unapplied-refund", row, { method: body.method }) };
  });
}

/**
 * POST /api/admin/payments/unapplied/{id}/grant: the family gets what it asked for, through the
 * same path as a paid request (what was bought, a paid invoice for the money that came, the
 * ledger's payment); the request is confirmed after all; audited. Once.
 */
export async function grantUnapplied(
  deps: Deps,
  actor: Actor,
  id: number,
  body: GrantUnappliedRequest,
  now = new Date(),
) {
  return deps.db.transaction().execute(async (tx) => {
    // Locked first: a refund or grant of the same payment at the same time waits, then finds it decided.
    await unapplied.lockUnapplied(tx, id);
    const row = await findOrThrow(tx, id);
    if (row.status !== "open") throw alreadyDecided(row);
    const request =
      row.purchase_request_id === null ? undefined : await repo.findRequest(tx, row.purchase_request_id);
    if (!request) throw conflict(UNAPPLIED_MESSAGES.requestGone);
    const applied = await applyPurchase(tx, {
      payerUserId: request.payer_user_id,
      student: { id: request.student_id, first_name: request.student_first_name },
      item: itemOfRequest(request),
      amountCents: row.amount_cents,
      currency: row.currency,
      method: "stripe",
      invoiceId: request.invoice_id,
      purchaseRequestId: request.id,
      externalId: row.payment_intent ?? row.stripe_session_id,
      note: body.note,
      recordedBy: actor.id,
      now,
    });
    await unapplied.moveUnapplied(tx, id, "open", {
      status: "granted",
      by: actor.id,
      at: now,
      note: body.note,
      paymentId: applied.paymentId,
    });
    await repo.confirmRequestAfterAll(tx, request.id, actor.id, now);
    return {
      payment: await audited(tx, actor, "payment.unapplied-grant", row, { invoice_id: applied.invoiceId }),
    };
  });
}
