import crypto from "node:crypto";
import {
  BILLING_LIMITS,
  BILLING_MESSAGES,
  type CheckoutRequest,
  type CheckoutResponse,
  type ManualPaymentRequest,
  type RefundRequest,
  refundRequestSchema,
} from "@app/contract/billing";
import { isCreditTypeOnSale, NOT_ON_SALE_MESSAGE } from "@app/contract/features";
import { refundProblem } from "@app/domain/credits";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { AppError, badRequest, conflict, forbidden, notFound, present } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import { takeBackCredits } from "../credits/credits.service.ts";
import * as repo from "./payments.repository.ts";
import { applyPurchase, bankDetails, describePurchase, itemOfRequest, presentRequest } from "./purchase.ts";
import { createCheckoutSession } from "./stripe.ts";

type Db = Kysely<Database> | Transaction<Database>;
type Offer = NonNullable<Awaited<ReturnType<typeof repo.findActiveOffer>>>;
type StudentWithPayer = NonNullable<Awaited<ReturnType<typeof repo.findStudentWithPayer>>>;

/**
 * The student a family may buy for: a parent's own child, or a student's own profile when nobody
 * manages them. A child's own login never buys (billing is the parent's, issue 10).
 */
export async function resolveFamilyStudent(db: Db, user: AuthUser, studentId: number) {
  const student = await repo.findStudentWithPayer(db, studentId);
  if (!student) throw notFound("Student not found");
  if (user.role === "parent" && student.parent_user_id === user.id) return withPayer(student);
  if (user.role === "student" && student.user_id === user.id) {
    if (student.parent_user_id !== null) throw forbidden(BILLING_MESSAGES.childLogin);
    return withPayer(student);
  }
  throw forbidden(BILLING_MESSAGES.notYourChild);
}

function withPayer(student: StudentWithPayer) {
  if (!student.payer_id) throw badRequest(BILLING_MESSAGES.noPayer);
  return { ...student, payer_id: student.payer_id };
}

async function findOffer(db: Db, offerId: number): Promise<Offer> {
  const offer = await repo.findActiveOffer(db, offerId);
  if (!offer) throw badRequest(BILLING_MESSAGES.unknownOffer, { offer_id: [BILLING_MESSAGES.unknownOffer] });
  // Credits nothing can spend are not sold (issue 21), whatever the package table says.
  if (!isCreditTypeOnSale(offer.credit_type))
    throw badRequest(NOT_ON_SALE_MESSAGE, { offer_id: [NOT_ON_SALE_MESSAGE] });
  return offer;
}

const offerItem = (offer: Offer): repo.PurchaseItem => ({
  kind: "credits",
  name: offer.name,
  priceCents: offer.price_cents,
  currency: offer.currency,
  offerId: offer.id,
  creditType: offer.credit_type,
  credits: offer.credits,
});

/** A month of a plan for sale; the free plan is everyone's already and is not sold. */
async function findPlanItem(
  db: Db,
  planId: "ai-only" | "tutor-lite" | "tutor-plus",
): Promise<repo.PurchaseItem> {
  const plan = await repo.findPlan(db, planId);
  if (!plan) throw badRequest(BILLING_MESSAGES.unknownPlan, { plan_id: [BILLING_MESSAGES.unknownPlan] });
  if (plan.monthly_price_cents <= 0 || (plan.id !== "tutor-lite" && plan.id !== "tutor-plus"))
    throw badRequest(BILLING_MESSAGES.freePlan, { plan_id: [BILLING_MESSAGES.freePlan] });
  return {
    kind: "plan",
    name: `${plan.name} plan, one month`,
    priceCents: plan.monthly_price_cents,
    currency: plan.currency,
    plan: plan.id,
    // A plan sells only what exists: its AI sessions come with it once the AI tutor is on (issue 21).
    aiSessions: isCreditTypeOnSale("ai-session") ? plan.ai_sessions_per_month : 0,
    tutorSessions: plan.tutor_sessions_per_month,
  };
}

/** POST /api/billing/checkout: card through Stripe Checkout when configured, else a bank transfer request. */
export async function checkout(
  deps: Deps,
  user: AuthUser,
  body: CheckoutRequest,
  now = new Date(),
): Promise<CheckoutResponse> {
  const student = await resolveFamilyStudent(deps.db, user, body.student_id);
  const item =
    body.plan_id !== undefined
      ? await findPlanItem(deps.db, body.plan_id)
      : offerItem(await findOffer(deps.db, present(body.offer_id, "offer_id")));
  const stripe = deps.config.stripe;
  if (body.method === "card") {
    if (!stripe)
      throw badRequest(BILLING_MESSAGES.cardUnavailable, { method: [BILLING_MESSAGES.cardUnavailable] });
    const reference = `CARD-${crypto.randomBytes(6).toString("hex").toUpperCase()}`;
    const requestId = await repo.insertPurchaseRequest(deps.db, {
      payerUserId: student.payer_id,
      studentId: student.id,
      item,
      method: "stripe",
      reference,
      invoiceId: null,
      at: now,
    });
    const billingUrl = `${deps.config.appUrl}/student/settings?view=billing`;
    try {
      const session = await createCheckoutSession(stripe.secretKey, {
        amountCents: item.priceCents,
        currency: item.currency,
        productName: describePurchase(item, student),
        clientReferenceId: String(requestId),
        customerEmail: student.payer_email ?? null,
        successUrl: `${billingUrl}&checkout=done`,
        cancelUrl: `${billingUrl}&checkout=cancelled`,
        metadata: { purchase_request_id: String(requestId), reference },
      });
      await repo.setStripeSession(deps.db, requestId, session.id);
      return { method: "card", checkout_url: session.url };
    } catch (error) {
      // The attempt stays in the history as a cancelled request.
      await repo.decideRequest(deps.db, requestId, { status: "cancelled", by: null, at: now });
      throw new AppError(502, "Card payments are unavailable right now; try again or pay by bank transfer", {
        method: [error instanceof Error ? "Stripe could not be reached" : "Stripe error"],
      });
    }
  }
  if ((await repo.countPendingTransfers(deps.db, student.payer_id)) >= BILLING_LIMITS.maxPendingTransfers)
    throw conflict(BILLING_MESSAGES.tooManyPending);
  const request = await deps.db.transaction().execute(async (tx) => {
    const invoice = await repo.insertInvoice(tx, {
      payerUserId: student.payer_id,
      studentId: student.id,
      description: describePurchase(item, student),
      amountCents: item.priceCents,
      currency: item.currency,
      status: "open",
      at: now,
    });
    const id = await repo.insertPurchaseRequest(tx, {
      payerUserId: student.payer_id,
      studentId: student.id,
      item,
      method: "bank-transfer",
      reference: invoice.number,
      invoiceId: invoice.id,
      at: now,
    });
    return present(await repo.findRequest(tx, id), `purchase request ${id}`);
  });
  return { method: "bank-transfer", request: presentRequest(request), bank: bankDetails(deps) };
}

function presentPayment(row: NonNullable<Awaited<ReturnType<typeof repo.findPayment>>>) {
  return {
    id: row.id,
    kind: row.kind,
    amount_cents: row.amount_cents,
    currency: row.currency,
    method: row.method,
    student_id: row.student_id,
    invoice_id: row.invoice_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** POST /api/admin/payments: an admin records money received by hand; the child gets the package. */
export async function recordManualPayment(
  deps: Deps,
  actor: Actor,
  body: ManualPaymentRequest,
  now = new Date(),
) {
  return deps.db.transaction().execute(async (tx) => {
    const found = await repo.findStudentWithPayer(tx, body.student_id);
    if (!found) throw notFound("Student not found");
    const student = withPayer(found);
    const offer = await findOffer(tx, body.offer_id);
    const applied = await applyPurchase(tx, {
      payerUserId: student.payer_id,
      student,
      item: offerItem(offer),
      amountCents: body.amount_cents,
      method: "manual",
      invoiceId: null,
      note: body.note || null,
      recordedBy: actor.id,
      now,
    });
    const payment = presentPayment(present(await repo.findPayment(tx, applied.paymentId), "payment"));
    await recordAdminChange(tx, actor, {
      action: "payment.record",
      entityType: "payment",
      entityId: applied.paymentId,
      after: {
        ...payment,
        offer_id: offer.id,
        credits: offer.credits,
        credit_type: offer.credit_type,
        note: body.note ?? null,
      },
    });
    return { payment };
  });
}

/**
 * POST /api/admin/payments/{id}/refunds: returns part or all of a payment (never more than is
 * left of it), optionally taking unspent credits of its package back. The payment row is locked,
 * so two refunds at once cannot together exceed it.
 */
export async function refundPayment(
  deps: Deps,
  actor: Actor,
  paymentId: number,
  input: RefundRequest,
  now = new Date(),
) {
  const body = refundRequestSchema.parse(input);
  return deps.db.transaction().execute(async (tx) => {
    const payment = await repo.findPaymentForUpdate(tx, paymentId);
    if (!payment) throw notFound("Unknown payment");
    if (payment.kind !== "payment") throw badRequest(BILLING_MESSAGES.notAPayment);
    const problem = refundProblem(
      body.amount_cents,
      payment.amount_cents,
      await repo.sumRefunds(tx, paymentId),
    );
    if (problem) throw badRequest(problem, { amount_cents: [problem] });
    if (body.remove_credits > 0) {
      if (payment.credit_package_id === null)
        throw badRequest(BILLING_MESSAGES.creditsTooMany, {
          remove_credits: [BILLING_MESSAGES.creditsTooMany],
        });
      await takeBackCredits(
        tx,
        payment.credit_package_id,
        body.remove_credits,
        `Taken back with a refund: ${body.reason}`,
      );
    }
    const refundId = await repo.insertPayment(tx, {
      kind: "refund",
      refundOf: payment.id,
      payerUserId: payment.payer_user_id,
      studentId: payment.student_id,
      amountCents: body.amount_cents,
      currency: payment.currency,
      method: payment.method,
      description: `Refund: ${payment.description}`,
      note: body.reason,
      invoiceId: payment.invoice_id,
      recordedBy: actor.id,
      at: now,
    });
    const refund = presentPayment(present(await repo.findPayment(tx, refundId), "refund"));
    await recordAdminChange(tx, actor, {
      action: "payment.refund",
      entityType: "payment",
      entityId: refundId,
      before: presentPayment(payment),
      after: { ...refund, reason: body.reason, credits_taken_back: body.remove_credits },
    });
    return { payment: refund };
  });
}

/** What became of a paid Checkout session: applied now, applied before, not ours, or money to decide on. */
export type StripeSessionOutcome =
  | { kind: "applied" | "already-applied" | "unknown-session" }
  | {
      kind: "unapplied";
      reason: "request-cancelled" | "amount-mismatch" | "currency-mismatch";
      request: repo.PurchaseRequestRecord;
    };

/**
 * Applies a paid Stripe Checkout session to its purchase request, once (the caller records the
 * event). A session whose request was cancelled, or whose amount or currency differs from the
 * request's, applies nothing and answers why, for the caller to keep (decision 036).
 */
export async function applyStripeSession(
  tx: Db,
  session: {
    id: string;
    amount_total: number | null;
    currency: string | null;
    payment_intent: string | null;
  },
  now: Date,
): Promise<StripeSessionOutcome> {
  const request = await repo.findRequestBySession(tx, session.id);
  if (!request) return { kind: "unknown-session" };
  if (request.status === "confirmed") return { kind: "already-applied" };
  if (request.status === "cancelled") return { kind: "unapplied", reason: "request-cancelled", request };
  if (session.currency?.toUpperCase() !== request.currency)
    return { kind: "unapplied", reason: "currency-mismatch", request };
  if (session.amount_total !== request.amount_cents)
    return { kind: "unapplied", reason: "amount-mismatch", request };
  if (!(await repo.decideRequest(tx, request.id, { status: "confirmed", by: null, at: now })))
    return { kind: "already-applied" };
  await applyPurchase(tx, {
    payerUserId: request.payer_user_id,
    student: { id: request.student_id, first_name: request.student_first_name },
    item: itemOfRequest(request),
    amountCents: request.amount_cents,
    method: "stripe",
    invoiceId: null,
    purchaseRequestId: request.id,
    externalId: session.payment_intent ?? session.id,
    recordedBy: null,
    now,
  });
  return { kind: "applied" };
}
