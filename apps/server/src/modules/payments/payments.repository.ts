import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, PaymentMethod } from "../../db/database.ts";
import { payerIdOf } from "./payer.repository.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** A student with who pays for them: their parent, or their own login when nobody manages them. */
export function findStudentWithPayer(db: Db, studentId: number) {
  return db
    .selectFrom("student_profiles as s")
    .leftJoin("users as payer", (join) => join.on((eb) => eb("payer.id", "=", payerIdOf("s"))))
    .select([
      "s.id",
      "s.user_id",
      "s.parent_user_id",
      "s.first_name",
      "s.last_name",
      "s.plan",
      "payer.id as payer_id",
      "payer.first_name as payer_first_name",
      "payer.last_name as payer_last_name",
      "payer.email as payer_email",
      "payer.role as payer_role",
    ])
    .where("s.id", "=", studentId)
    .executeTakeFirst();
}

/** The students a payer pays for: a parent's children, or a self-paying student's own profile. */
export function listStudentsOfPayer(db: Db, payerUserId: string) {
  return db
    .selectFrom("student_profiles")
    .select(["id", "first_name", "last_name", "plan", "plan_paid_until", "user_id", "parent_user_id"])
    .where(payerIdOf("student_profiles"), "=", payerUserId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export function findUser(db: Db, userId: string) {
  return db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "email", "role"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** A credit package on sale. */
export function findActiveOffer(db: Db, offerId: number) {
  return db
    .selectFrom("credit_offers")
    .select(["id", "name", "credit_type", "credits", "price_cents", "currency"])
    .where("id", "=", offerId)
    .where("is_active", "=", true)
    .executeTakeFirst();
}

/** A plan on the pricing page, with what a month of it includes. */
export function findPlan(db: Db, planId: "ai-only" | "tutor-lite" | "tutor-plus") {
  return db
    .selectFrom("plans")
    .select([
      "id",
      "name",
      "monthly_price_cents",
      "currency",
      "ai_sessions_per_month",
      "tutor_sessions_per_month",
    ])
    .where("id", "=", planId)
    .executeTakeFirst();
}

/** Issues an invoice numbered BP-000001, … in issue order; answers its id and number. */
export async function insertInvoice(
  db: Db,
  values: {
    payerUserId: string;
    studentId: number;
    description: string;
    amountCents: number;
    currency: string;
    status: "paid" | "open";
    at: Date;
  },
): Promise<{ id: number; number: string }> {
  return db
    .insertInto("invoices")
    .values({
      number: sql<string>`'BP-' || lpad(nextval('invoice_number_seq')::text, 6, '0')`,
      payer_user_id: values.payerUserId,
      student_id: values.studentId,
      description: values.description,
      amount_cents: values.amountCents,
      currency: values.currency,
      status: values.status,
      issued_at: values.at,
      paid_at: values.status === "paid" ? values.at : null,
    })
    .returning(["id", "number"])
    .executeTakeFirstOrThrow();
}

export async function setInvoiceStatus(db: Db, invoiceId: number, status: "paid" | "void", at: Date) {
  await db
    .updateTable("invoices")
    .set({ status, paid_at: status === "paid" ? at : null })
    .where("id", "=", invoiceId)
    .execute();
}

export function findInvoice(db: Db, invoiceId: number) {
  return db.selectFrom("invoices").selectAll().where("id", "=", invoiceId).executeTakeFirst();
}

/** Invoices a payer was issued, newest first. */
export function listInvoicesOfPayer(db: Db, payerUserId: string) {
  return db
    .selectFrom("invoices")
    .selectAll()
    .where("payer_user_id", "=", payerUserId)
    .orderBy("issued_at", "desc")
    .orderBy("id", "desc")
    .limit(200)
    .execute();
}

export interface NewPayment {
  kind: "payment" | "refund";
  refundOf?: number;
  payerUserId: string;
  studentId: number | null;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  note?: string | null;
  externalId?: string | null;
  invoiceId: number | null;
  creditPackageId?: number | null;
  purchaseRequestId?: number | null;
  recordedBy?: string | null;
  at: Date;
}

/** A row of the money ledger (never updated afterwards); answers its id. */
export async function insertPayment(db: Db, p: NewPayment): Promise<number> {
  const row = await db
    .insertInto("payments")
    .values({
      kind: p.kind,
      refund_of: p.refundOf ?? null,
      payer_user_id: p.payerUserId,
      student_id: p.studentId,
      amount_cents: p.amountCents,
      currency: p.currency,
      method: p.method,
      description: p.description,
      note: p.note ?? null,
      external_id: p.externalId ?? null,
      invoice_id: p.invoiceId,
      credit_package_id: p.creditPackageId ?? null,
      purchase_request_id: p.purchaseRequestId ?? null,
      recorded_by: p.recordedBy ?? null,
      created_at: p.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findPayment(db: Db, id: number) {
  return db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A payment locked until the transaction ends, so two refunds of it queue one behind the other. */
export function findPaymentForUpdate(db: Db, id: number) {
  return db.selectFrom("payments").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function sumRefunds(db: Db, paymentId: number): Promise<number> {
  const row = await db
    .selectFrom("payments")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("amount_cents"), sql<string>`0`).as("n"))
    .where("refund_of", "=", paymentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The money ledger of a payer (payments and refunds), newest first, with what each payment had refunded. */
export function listPaymentsOfPayer(db: Db, payerUserId: string) {
  return db
    .selectFrom("payments as p")
    .leftJoin("student_profiles as s", "s.id", "p.student_id")
    .select([
      "p.id",
      "p.kind",
      "p.refund_of",
      "p.student_id",
      "p.amount_cents",
      "p.currency",
      "p.method",
      "p.description",
      "p.note",
      "p.invoice_id",
      "p.created_at",
      "s.first_name as student_first_name",
      "s.last_name as student_last_name",
      sql<string>`coalesce((SELECT sum(r.amount_cents) FROM payments r WHERE r.refund_of = p.id), 0)`.as(
        "refunded_cents",
      ),
    ])
    .where("p.payer_user_id", "=", payerUserId)
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .limit(500)
    .execute();
}

/** The ledger rows of one invoice (its payment and refunds), oldest first. */
export function listPaymentsOfInvoice(db: Db, invoiceId: number) {
  return db
    .selectFrom("payments")
    .select(["id", "kind", "amount_cents", "method", "description", "created_at"])
    .where("invoice_id", "=", invoiceId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** What a purchase buys: a credit package, or one month of a plan with what it includes. */
export type PurchaseItem = { name: string; priceCents: number; currency: string } & (
  | { kind: "credits"; offerId: number | null; creditType: "ai-session" | "tutor-session"; credits: number }
  | { kind: "plan"; plan: "tutor-lite" | "tutor-plus"; aiSessions: number; tutorSessions: number }
);

export interface NewPurchaseRequest {
  payerUserId: string;
  studentId: number;
  item: PurchaseItem;
  method: "bank-transfer" | "stripe";
  reference: string;
  invoiceId: number | null;
  at: Date;
}

export async function insertPurchaseRequest(db: Db, r: NewPurchaseRequest): Promise<number> {
  const row = await db
    .insertInto("purchase_requests")
    .values({
      payer_user_id: r.payerUserId,
      student_id: r.studentId,
      offer_id: r.item.kind === "credits" ? r.item.offerId : null,
      offer_name: r.item.name,
      credit_type: r.item.kind === "credits" ? r.item.creditType : null,
      credits: r.item.kind === "credits" ? r.item.credits : null,
      plan_id: r.item.kind === "plan" ? r.item.plan : null,
      plan_ai_sessions: r.item.kind === "plan" ? r.item.aiSessions : null,
      plan_tutor_sessions: r.item.kind === "plan" ? r.item.tutorSessions : null,
      amount_cents: r.item.priceCents,
      currency: r.item.currency,
      method: r.method,
      reference: r.reference,
      invoice_id: r.invoiceId,
      created_at: r.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setStripeSession(db: Db, requestId: number, sessionId: string) {
  await db
    .updateTable("purchase_requests")
    .set({ stripe_session_id: sessionId })
    .where("id", "=", requestId)
    .execute();
}

function selectRequests(db: Db) {
  return db
    .selectFrom("purchase_requests as r")
    .innerJoin("student_profiles as s", "s.id", "r.student_id")
    .innerJoin("users as u", "u.id", "r.payer_user_id")
    .selectAll("r")
    .select([
      "s.first_name as student_first_name",
      "s.last_name as student_last_name",
      "u.first_name as payer_first_name",
      "u.last_name as payer_last_name",
    ]);
}
export type PurchaseRequestRecord = Awaited<ReturnType<ReturnType<typeof selectRequests>["execute"]>>[number];

export function findRequest(db: Db, id: number) {
  return selectRequests(db).where("r.id", "=", id).executeTakeFirst();
}

export function findRequestBySession(db: Db, sessionId: string) {
  return selectRequests(db).where("r.stripe_session_id", "=", sessionId).executeTakeFirst();
}

/** Requests of a payer, or every payer's with a status, newest first. */
export function listRequests(
  db: Db,
  filter: { payerUserId?: string; status?: "pending" | "confirmed" | "cancelled" },
) {
  let query = selectRequests(db);
  if (filter.payerUserId) query = query.where("r.payer_user_id", "=", filter.payerUserId);
  if (filter.status) query = query.where("r.status", "=", filter.status);
  return query.orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(200).execute();
}

/** Bank transfers a payer has waiting. */
export async function countPendingTransfers(db: Db, payerUserId: string): Promise<number> {
  const row = await db
    .selectFrom("purchase_requests")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("payer_user_id", "=", payerUserId)
    .where("method", "=", "bank-transfer")
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Confirms a request an admin granted after its card payment could not be applied (decision 036):
 * pending or cancelled before; answers false when it was confirmed already.
 */
export async function confirmRequestAfterAll(db: Db, id: number, by: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("purchase_requests")
    .set({ status: "confirmed", decided_by: by, decided_at: at })
    .where("id", "=", id)
    .where("status", "<>", "confirmed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes a pending request; answers false when it was not pending any more (someone else decided). */
export async function decideRequest(
  db: Db,
  id: number,
  decision: { status: "confirmed" | "cancelled"; by: string | null; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("purchase_requests")
    .set({ status: decision.status, decided_by: decision.by, decided_at: decision.at })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records that a Stripe event was applied; answers false when it already had been. */
export async function markStripeEvent(db: Db, eventId: string, type: string): Promise<boolean> {
  const row = await db
    .insertInto("stripe_events")
    .values({ id: eventId, type })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}
