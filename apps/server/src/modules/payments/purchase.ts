import type { PurchaseRequest } from "@app/contract/billing";
import type { Kysely, Transaction } from "kysely";
import type { Database, PaymentMethod } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { grantPurchasedPackage, startPlanMonth } from "../credits/credits.service.ts";
import * as repo from "./payments.repository.ts";

type Db = Kysely<Database> | Transaction<Database>;

const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

export function presentRequest(r: repo.PurchaseRequestRecord): PurchaseRequest {
  return {
    id: r.id,
    payer_id: r.payer_user_id,
    payer_name: fullName(r.payer_first_name, r.payer_last_name),
    student_id: r.student_id,
    student_name: fullName(r.student_first_name, r.student_last_name),
    offer_name: r.offer_name,
    credit_type: r.credit_type,
    credits: r.credits,
    plan: r.plan_id,
    amount_cents: r.amount_cents,
    currency: r.currency,
    method: r.method,
    reference: r.reference,
    status: r.status,
    created_at: new Date(r.created_at).toISOString(),
    invoice_id: r.invoice_id,
  };
}

export function bankDetails(deps: Deps) {
  const bank = deps.config.bank;
  return { account_name: bank.accountName, bank_name: bank.bankName, iban: bank.iban, bic: bank.bic };
}

export const describePurchase = (item: { name: string }, student: { first_name: string }) =>
  `${item.name} for ${student.first_name}`;

/** What a purchase request buys, as it was sold. */
export function itemOfRequest(r: repo.PurchaseRequestRecord): repo.PurchaseItem {
  const base = { name: r.offer_name, priceCents: r.amount_cents, currency: r.currency };
  if (r.plan_id !== null)
    return {
      ...base,
      kind: "plan",
      plan: r.plan_id,
      aiSessions: r.plan_ai_sessions ?? 0,
      tutorSessions: r.plan_tutor_sessions ?? 0,
    };
  return { ...base, kind: "credits", offerId: r.offer_id, creditType: r.credit_type!, credits: r.credits! };
}

/** The child gets what was bought: a package valid a year, or a month of a plan with its sessions. */
async function grantItem(
  tx: Db,
  studentId: number,
  item: repo.PurchaseItem,
  now: Date,
): Promise<number | null> {
  if (item.kind === "credits")
    return grantPurchasedPackage(tx, {
      studentId,
      creditType: item.creditType,
      credits: item.credits,
      now,
    });
  const { packageIds } = await startPlanMonth(tx, { studentId, ...item, now });
  return packageIds[0] ?? null;
}

/**
 * Money arrived for a purchase: the child gets what was bought, the invoice is paid (issued now
 * when there was none), and the ledger gets the payment. One transaction, the caller's. The money
 * is what came (`amountCents` in `currency`, the item's when not given).
 */
export async function applyPurchase(
  tx: Db,
  input: {
    payerUserId: string;
    student: { id: number; first_name: string };
    item: repo.PurchaseItem;
    amountCents: number;
    currency?: string;
    method: PaymentMethod;
    invoiceId: number | null;
    purchaseRequestId?: number;
    externalId?: string;
    note?: string | null;
    recordedBy: string | null;
    now: Date;
  },
): Promise<{ paymentId: number; invoiceId: number; packageId: number | null }> {
  const description = describePurchase(input.item, input.student);
  const currency = input.currency ?? input.item.currency;
  const packageId = await grantItem(tx, input.student.id, input.item, input.now);
  let invoiceId = input.invoiceId;
  if (invoiceId === null) {
    invoiceId = (
      await repo.insertInvoice(tx, {
        payerUserId: input.payerUserId,
        studentId: input.student.id,
        description,
        amountCents: input.amountCents,
        currency,
        status: "paid",
        at: input.now,
      })
    ).id;
  } else {
    await repo.setInvoiceStatus(tx, invoiceId, "paid", input.now);
  }
  const paymentId = await repo.insertPayment(tx, {
    kind: "payment",
    payerUserId: input.payerUserId,
    studentId: input.student.id,
    amountCents: input.amountCents,
    currency,
    method: input.method,
    description,
    note: input.note ?? null,
    externalId: input.externalId ?? null,
    invoiceId,
    creditPackageId: packageId,
    purchaseRequestId: input.purchaseRequestId ?? null,
    recordedBy: input.recordedBy,
    at: input.now,
  });
  return { paymentId, invoiceId, packageId };
}
