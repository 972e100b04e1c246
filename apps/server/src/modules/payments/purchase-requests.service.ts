import { BILLING_MESSAGES } from "@app/contract/billing";
import type { Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { conflict, notFound, present } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import { notifyPeople } from "../notifications/platform-notifications.ts";
import * as repo from "./payments.repository.ts";
import { applyPurchase, itemOfRequest, presentRequest } from "./purchase.ts";

/* Purchase requests waiting for money (bank transfers): the admin's list, confirmation and cancellation. */

/** GET /api/admin/payments/requests: purchase requests with a status, newest first. */
export async function listRequests(deps: Deps, status: "pending" | "confirmed" | "cancelled") {
  return { requests: (await repo.listRequests(deps.db, { status })).map(presentRequest) };
}

/** POST /api/admin/payments/requests/{id}/confirm: the bank transfer arrived; the credits are granted. */
export async function confirmRequest(deps: Deps, actor: Actor, id: number, now = new Date()) {
  const confirmed = await deps.db.transaction().execute(async (tx) => {
    const request = await repo.findRequest(tx, id);
    if (!request) throw notFound("Unknown request");
    if (
      request.method !== "bank-transfer" ||
      !(await repo.decideRequest(tx, id, { status: "confirmed", by: actor.id, at: now }))
    )
      throw conflict(BILLING_MESSAGES.requestNotPending);
    const applied = await applyPurchase(tx, {
      payerUserId: request.payer_user_id,
      student: { id: request.student_id, first_name: request.student_first_name },
      item: itemOfRequest(request),
      amountCents: request.amount_cents,
      method: "bank-transfer",
      invoiceId: request.invoice_id,
      purchaseRequestId: request.id,
      recordedBy: actor.id,
      now,
    });
    const after = presentRequest(present(await repo.findRequest(tx, id), `purchase request ${id}`));
    await recordAdminChange(tx, actor, {
      action: "payment.confirm-transfer",
      entityType: "payment",
      entityId: applied.paymentId,
      before: presentRequest(request),
      after: { request: after, payment_id: applied.paymentId },
    });
    return { request: after, payer: request.payer_user_id, studentId: request.student_id };
  });
  const { request } = confirmed;
  await notifyPeople(deps, {
    kind: "payment-confirmed",
    to: [confirmed.payer],
    actorId: actor.id,
    title: `Payment received: ${request.offer_name}`,
    body: `Your bank transfer for ${request.offer_name} (${request.student_name}) arrived. It is ready to use.`,
    linkUrl: `/student/settings?view=billing&student_id=${confirmed.studentId}`,
    aboutStudentId: confirmed.studentId,
  });
  return { request };
}

/** Cancels a pending request and voids its open invoice, in the caller's transaction. */
async function cancelPending(
  tx: Transaction<Database>,
  request: repo.PurchaseRequestRecord,
  by: string,
  now: Date,
) {
  if (!(await repo.decideRequest(tx, request.id, { status: "cancelled", by, at: now })))
    throw conflict(BILLING_MESSAGES.requestNotPending);
  if (request.invoice_id !== null) await repo.setInvoiceStatus(tx, request.invoice_id, "void", now);
  return presentRequest(present(await repo.findRequest(tx, request.id), `purchase request ${request.id}`));
}

/** POST /api/admin/payments/requests/{id}/cancel: no money came; the open invoice is voided. */
export async function cancelRequest(deps: Deps, actor: Actor, id: number, now = new Date()) {
  return deps.db.transaction().execute(async (tx) => {
    const request = await repo.findRequest(tx, id);
    if (!request) throw notFound("Unknown request");
    const after = await cancelPending(tx, request, actor.id, now);
    await recordAdminChange(tx, actor, {
      action: "payment.cancel-transfer",
      entityType: "purchase-request",
      entityId: id,
      before: presentRequest(request),
      after,
    });
    return { request: after };
  });
}

/**
 * POST /api/billing/requests/{id}/cancel: the family changed its mind before sending the money; its
 * own waiting bank transfer is cancelled and the open invoice voided. Someone else's request is
 * unknown to them (404), and one already confirmed or cancelled cannot be (409).
 */
export async function cancelOwnTransfer(deps: Deps, user: AuthUser, id: number, now = new Date()) {
  return deps.db.transaction().execute(async (tx) => {
    const request = await repo.findRequest(tx, id);
    if (!request || request.payer_user_id !== user.id) throw notFound("Unknown request");
    if (request.method !== "bank-transfer") throw conflict(BILLING_MESSAGES.requestNotPending);
    return { request: await cancelPending(tx, request, user.id, now) };
  });
}
