import type { PurchaseRequest } from "@app/contract/billing";
import type { Kysely, Transaction } from "kysely";
import type { Database, PaymentMethod } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { grantPurchasedPackage } from "../credits/credits.service.ts";
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

export const describePurchase = (offer: { name: string }, student: { first_name: string }) =>
  `${offer.name} for ${student.first_name}`;

/**
 * Money arrived for a package: the child gets the credits (valid a year), the invoice is paid
 * (issued now when there was none), and the ledger gets the payment. One transaction, the caller's.
 */
export async function applyPurchase(
  tx: Db,
  input: {
    payerUserId: string;
    student: { id: number; first_name: string };
    offer: { name: string; credit_type: "ai-session" | "tutor-session"; credits: number; currency: string };
    amountCents: number;
    method: PaymentMethod;
    invoiceId: number | null;
    purchaseRequestId?: number;
    externalId?: string;
    note?: string | null;
    recordedBy: string | null;
    now: Date;
  },
): Promise<{ paymentId: number; invoiceId: number; packageId: number }> {
  const description = describePurchase(input.offer, input.student);
  const packageId = await grantPurchasedPackage(tx, {
    studentId: input.student.id,
    creditType: input.offer.credit_type,
    credits: input.offer.credits,
    now: input.now,
  });
  let invoiceId = input.invoiceId;
  if (invoiceId === null) {
    invoiceId = (
      await repo.insertInvoice(tx, {
        payerUserId: input.payerUserId,
        studentId: input.student.id,
        description,
        amountCents: input.amountCents,
        currency: input.offer.currency,
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
    currency: input.offer.currency,
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
