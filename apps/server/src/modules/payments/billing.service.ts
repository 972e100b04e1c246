import {
  BILLING_MESSAGES,
  type BillingAccount,
  type InvoiceDocument,
  type LedgerEntry,
} from "@app/contract/billing";
import { PRODUCT_NAME } from "@app/contract/product";
import { CREDIT_KIND_LABELS } from "@app/domain/credits";
import type { Deps } from "../../deps.ts";
import { forbidden, notFound } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { describeChildren, listCreditHistory } from "../credits/credits.service.ts";
import * as repo from "./payments.repository.ts";
import { bankDetails, presentRequest } from "./purchase.ts";

const LEDGER_LIMIT = 300;
const iso = (d: Date | string) => new Date(d).toISOString();
const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

function presentInvoice(row: NonNullable<Awaited<ReturnType<typeof repo.findInvoice>>>) {
  return {
    id: row.id,
    number: row.number,
    description: row.description,
    amount_cents: row.amount_cents,
    currency: row.currency,
    status: row.status,
    issued_at: iso(row.issued_at),
    paid_at: row.paid_at ? iso(row.paid_at) : null,
    student_id: row.student_id,
  };
}

/**
 * The payer a caller bills as: a parent, or a student nobody manages. A child's own login never
 * sees billing (it is the parent's, issue 10).
 */
async function payerOf(deps: Deps, user: AuthUser): Promise<string> {
  if (user.role === "parent") return user.id;
  const students = await repo.listStudentsOfPayer(deps.db, user.id);
  if (students.length === 0) throw forbidden(BILLING_MESSAGES.childLogin);
  return user.id;
}

/** GET /api/billing/account: the caller's family billing. */
export async function getOwnBillingAccount(deps: Deps, user: AuthUser, now = new Date()) {
  return getBillingAccount(deps, await payerOf(deps, user), now);
}

/**
 * A family's billing (its page, and the admin's "ledger per family"): each child's credits per
 * kind with their packages, the ledger of money and credits, invoices and purchase requests.
 */
export async function getBillingAccount(
  deps: Deps,
  payerUserId: string,
  now = new Date(),
): Promise<BillingAccount> {
  const payer = await repo.findUser(deps.db, payerUserId);
  if (!payer) throw notFound("Unknown family");
  const students = await repo.listStudentsOfPayer(deps.db, payerUserId);
  const ids = students.map((s) => s.id);
  const [children, payments, history, invoices, requests] = await Promise.all([
    describeChildren(deps.db, students, now),
    repo.listPaymentsOfPayer(deps.db, payerUserId),
    listCreditHistory(deps.db, ids, LEDGER_LIMIT),
    repo.listInvoicesOfPayer(deps.db, payerUserId),
    repo.listRequests(deps.db, { payerUserId }),
  ]);
  const names = new Map(students.map((s) => [s.id, fullName(s.first_name, s.last_name)]));
  const base = { payment_id: null, refundable_cents: null, invoice_id: null, method: null };
  const ledger: LedgerEntry[] = [
    ...payments.map((p) => ({
      id: `${p.kind}-${p.id}`,
      at: iso(p.created_at),
      type: p.kind,
      description: p.kind === "refund" && p.note ? `${p.description} (${p.note})` : p.description,
      student_id: p.student_id,
      student_name: p.student_id ? fullName(p.student_first_name, p.student_last_name) : null,
      amount_cents: p.kind === "refund" ? -p.amount_cents : p.amount_cents,
      currency: p.currency,
      credits: null,
      credit_type: null,
      method: p.method,
      payment_id: p.kind === "payment" ? p.id : p.refund_of,
      refundable_cents: p.kind === "payment" ? p.amount_cents - Number(p.refunded_cents) : null,
      invoice_id: p.invoice_id,
    })),
    ...history.packages.map((pkg) => ({
      ...base,
      id: `package-${pkg.id}`,
      at: iso(pkg.purchased_at),
      type: "credits" as const,
      description: pkg.grant_month
        ? `${CREDIT_KIND_LABELS[pkg.credit_type]} included in the Starter plan, ${monthName(pkg.grant_month)}`
        : `${CREDIT_KIND_LABELS[pkg.credit_type]} added`,
      student_id: pkg.student_id,
      student_name: names.get(pkg.student_id) ?? null,
      amount_cents: null,
      currency: null,
      credits: pkg.total,
      credit_type: pkg.credit_type,
    })),
    ...history.movements.map((m) => ({
      ...base,
      id: `movement-${m.id}`,
      at: iso(m.created_at),
      type: "credits" as const,
      description: m.reason,
      student_id: m.student_id,
      student_name: names.get(m.student_id) ?? null,
      amount_cents: null,
      currency: null,
      credits: m.delta,
      credit_type: m.credit_type,
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id))
    .slice(0, LEDGER_LIMIT);
  return {
    payer: { id: payer.id, name: fullName(payer.first_name, payer.last_name), email: payer.email },
    children,
    ledger,
    invoices: invoices.map(presentInvoice),
    requests: requests.map(presentRequest),
    payment_methods: { card: deps.config.stripe !== null, bank_transfer: true },
    bank: bankDetails(deps),
  };
}

/**
 * GET /api/billing/invoices/{id}: an invoice as printed, its lines generated from the ledger rows
 * that refer to it (the payment and any refunds). Its payer and admins only; anyone else is told
 * it does not exist.
 */
export async function getInvoiceDocument(
  deps: Deps,
  user: AuthUser,
  invoiceId: number,
): Promise<InvoiceDocument> {
  const invoice = await repo.findInvoice(deps.db, invoiceId);
  if (!invoice || (user.role !== "admin" && invoice.payer_user_id !== user.id))
    throw notFound("Unknown invoice");
  const [payer, rows, student] = await Promise.all([
    repo.findUser(deps.db, invoice.payer_user_id),
    repo.listPaymentsOfInvoice(deps.db, invoice.id),
    invoice.student_id ? repo.findStudentWithPayer(deps.db, invoice.student_id) : undefined,
  ]);
  const requests = await repo.listRequests(deps.db, { payerUserId: invoice.payer_user_id });
  const request = requests.find((r) => r.invoice_id === invoice.id);
  // Invoices from before the ledger (seeded history) have no rows: their own line stands.
  const lines = rows.length
    ? rows.map((r) => ({
        at: iso(r.created_at),
        description: r.description,
        amount_cents: r.kind === "refund" ? -r.amount_cents : r.amount_cents,
        method: r.method,
      }))
    : [
        {
          at: iso(invoice.issued_at),
          description: invoice.description,
          amount_cents: invoice.amount_cents,
          method: null,
        },
      ];
  const paid = rows.length
    ? rows.filter((r) => r.kind === "payment").reduce((sum, r) => sum + r.amount_cents, 0)
    : invoice.status === "paid"
      ? invoice.amount_cents
      : 0;
  const refunded = rows.filter((r) => r.kind === "refund").reduce((sum, r) => sum + r.amount_cents, 0);
  return {
    invoice: presentInvoice(invoice),
    seller: {
      name: `${PRODUCT_NAME} Learning Ltd`,
      address: "12 Market Street, Leeds LS1 6DT, United Kingdom",
      email: "billing@brightpath.example",
    },
    payer: { name: payer ? fullName(payer.first_name, payer.last_name) : "", email: payer?.email ?? null },
    student_name: student ? fullName(student.first_name, student.last_name) : null,
    lines,
    paid_cents: paid,
    refunded_cents: refunded,
    due_cents: invoice.status === "open" ? invoice.amount_cents : 0,
    reference: request?.reference ?? invoice.number,
  };
}
