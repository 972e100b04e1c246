import { z } from "zod";
import { creditBalancesSchema, creditEntrySchema, invoiceSchema } from "./dashboard.ts";
import { planIdSchema } from "./pricing.ts";
import { bodyIdSchema, idSchema, lineText, multiLineText } from "./primitives.ts";

/* Credits, invoices and payments (issue 12, decisions.md 3): the family's billing page, buying a
   package (Stripe Checkout or bank transfer), and the admin's payments, clients and students. */

export const BILLING_LIMITS = {
  /** The largest single payment or refund an admin may record: 100 000.00. */
  maxAmountCents: 10_000_000,
  noteMax: 500,
  searchMax: 100,
  /** Bank transfers a family may have waiting at once (each is an open invoice). */
  maxPendingTransfers: 5,
  /** How far a Stripe-Signature timestamp may be from now. */
  webhookToleranceSeconds: 300,
} as const;

export const BILLING_MESSAGES = {
  childLogin: "Billing is for your parent's account",
  unknownOffer: "This credit package is not for sale",
  notYourChild: "You can buy credits only for your own children",
  cardUnavailable: "Card payments are not set up; pay by bank transfer instead",
  requestNotPending: "This request has already been dealt with",
  refundTooLarge: "A refund cannot be larger than what is left of the payment",
  refundNotPositive: "A refund must be a positive amount",
  creditsTooMany: "There are not that many unspent credits left in the package",
  notAPayment: "Only a payment can be refunded",
  noPayer: "This student has no parent or login to bill",
  badSignature: "The webhook signature is not valid",
  chooseOne: "Choose a credit package or a plan",
  unknownPlan: "This plan is not for sale",
  freePlan: "The AI Tutor plan is free: every student is on it until they choose another",
  tooManyPending:
    "You already have 5 bank transfers waiting: send one of them, or ask us to cancel it, first",
} as const;

const amountCents = (label: string) =>
  bodyIdSchema(label, `${label} must be a positive whole number of cents`).max(
    BILLING_LIMITS.maxAmountCents,
    `${label} is at most ${BILLING_LIMITS.maxAmountCents / 100}`,
  );
const optionalNote = (label: string) =>
  multiLineText(
    z.string().trim().max(BILLING_LIMITS.noteMax, `${label} is at most ${BILLING_LIMITS.noteMax} characters`),
  );

export const creditKindSchema = z.enum(["ai-session", "tutor-session"]);
export { type CreditBalances, creditBalancesSchema } from "./dashboard.ts";

export const paymentMethodSchema = z.enum(["manual", "bank-transfer", "stripe"]);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** One child of a family (or the self-paying student) with their credits. */
export const billingChildSchema = z.object({
  id: z.number(),
  name: z.string(),
  plan: planIdSchema,
  /** Until when a bought plan is paid; null for the free plan or one an admin set. */
  plan_paid_until: z.string().nullable(),
  balances: creditBalancesSchema,
  credits: z.array(creditEntrySchema.extend({ isMonthlyGrant: z.boolean() })),
});
export type BillingChild = z.infer<typeof billingChildSchema>;

/** One line of the ledger: money (a payment or refund) or credits (granted, spent, returned). */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  type: z.enum(["payment", "refund", "credits"]),
  description: z.string(),
  student_id: z.number().nullable(),
  student_name: z.string().nullable(),
  /** Signed: a refund is negative. */
  amount_cents: z.number().nullable(),
  currency: z.string().nullable(),
  /** Signed: credits spent are negative. */
  credits: z.number().nullable(),
  credit_type: creditKindSchema.nullable(),
  method: paymentMethodSchema.nullable(),
  payment_id: z.number().nullable(),
  /** What of a payment can still be refunded (payments only). */
  refundable_cents: z.number().nullable(),
  invoice_id: z.number().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const purchaseRequestSchema = z.object({
  id: z.number(),
  payer_id: z.string(),
  payer_name: z.string(),
  student_id: z.number(),
  student_name: z.string(),
  offer_name: z.string(),
  /** A credit package's kind and size; null when the request is for a plan. */
  credit_type: creditKindSchema.nullable(),
  credits: z.number().nullable(),
  /** One month of this plan; null when the request is for a credit package. */
  plan: planIdSchema.nullable(),
  amount_cents: z.number(),
  currency: z.string(),
  method: z.enum(["bank-transfer", "stripe"]),
  reference: z.string(),
  status: z.enum(["pending", "confirmed", "cancelled"]),
  created_at: z.string(),
  invoice_id: z.number().nullable(),
});
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

/** Where a family sends a bank transfer. */
export const bankDetailsSchema = z.object({
  account_name: z.string(),
  bank_name: z.string(),
  iban: z.string(),
  bic: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** A family's billing: each child's credits, the ledger, invoices, open requests. */
export const billingAccountSchema = z.object({
  payer: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  children: z.array(billingChildSchema),
  ledger: z.array(ledgerEntrySchema),
  invoices: z.array(invoiceSchema),
  requests: z.array(purchaseRequestSchema),
  payment_methods: z.object({ card: z.boolean(), bank_transfer: z.boolean() }),
  bank: bankDetailsSchema,
});
export type BillingAccount = z.infer<typeof billingAccountSchema>;

/**
 * POST /api/billing/checkout: buy a credit package (`offer_id`) or a month of a plan (`plan_id`)
 * for a child (a parent) or oneself (a student); exactly one of the two.
 */
export const checkoutRequestSchema = z
  .strictObject({
    student_id: bodyIdSchema("student_id"),
    offer_id: bodyIdSchema("offer_id").optional(),
    plan_id: planIdSchema.optional(),
    method: z.enum(["card", "bank-transfer"], { error: "Choose card or bank transfer" }),
  })
  .refine((body) => (body.offer_id === undefined) !== (body.plan_id === undefined), {
    message: BILLING_MESSAGES.chooseOne,
    path: ["offer_id"],
  });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("card"), checkout_url: z.string() }),
  z.object({ method: z.literal("bank-transfer"), request: purchaseRequestSchema, bank: bankDetailsSchema }),
]);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** An invoice as printed: generated from the ledger rows that refer to it. */
export const invoiceDocumentSchema = z.object({
  invoice: invoiceSchema,
  seller: z.object({ name: z.string(), address: z.string(), email: z.string() }),
  payer: z.object({ name: z.string(), email: z.string().nullable() }),
  student_name: z.string().nullable(),
  lines: z.array(
    z.object({
      at: z.string(),
      description: z.string(),
      amount_cents: z.number(),
      method: paymentMethodSchema.nullable(),
    }),
  ),
  paid_cents: z.number(),
  refunded_cents: z.number(),
  due_cents: z.number(),
  reference: z.string().nullable(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;
export const invoiceIdParamsSchema = z.strictObject({ id: idSchema("id", "Unknown invoice") });

// Admin.

export const manualPaymentRequestSchema = z.strictObject({
  student_id: bodyIdSchema("student_id"),
  offer_id: bodyIdSchema("offer_id"),
  amount_cents: amountCents("amount_cents"),
  note: optionalNote("The note").optional(),
});
export type ManualPaymentRequest = z.infer<typeof manualPaymentRequestSchema>;

export const refundRequestSchema = z.strictObject({
  amount_cents: amountCents("amount_cents"),
  reason: lineText(
    z
      .string({ error: "A reason is required" })
      .trim()
      .min(1, "A reason is required")
      .max(BILLING_LIMITS.noteMax, `The reason is at most ${BILLING_LIMITS.noteMax} characters`),
  ),
  /** Unspent credits of the paid package to take back with the money. */
  remove_credits: z
    .number({ error: "remove_credits must be a number" })
    .int("remove_credits must be a whole number")
    .min(0, "remove_credits cannot be negative")
    .max(10_000, "remove_credits is too large")
    .default(0),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const paymentIdParamsSchema = z.strictObject({ id: idSchema("id", "Unknown payment") });
export const purchaseRequestIdParamsSchema = z.strictObject({ id: idSchema("id", "Unknown request") });
export const purchaseRequestsQuerySchema = z.strictObject({
  status: z.enum(["pending", "confirmed", "cancelled"]).optional(),
});
export const purchaseRequestsResponseSchema = z.object({ requests: z.array(purchaseRequestSchema) });
export const purchaseRequestResponseSchema = z.object({ request: purchaseRequestSchema });

export const paymentSchema = z.object({
  id: z.number(),
  kind: z.enum(["payment", "refund"]),
  amount_cents: z.number(),
  currency: z.string(),
  method: paymentMethodSchema,
  student_id: z.number().nullable(),
  invoice_id: z.number().nullable(),
  created_at: z.string(),
});
export const paymentResponseSchema = z.object({ payment: paymentSchema });

export const payerParamsSchema = z.strictObject({ payer_id: z.uuid("payer_id must be a user id") });

export const adminClientSchema = z.object({
  payer_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  kind: z.enum(["parent", "student"]),
  children: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      plan: planIdSchema,
      plan_paid_until: z.string().nullable(),
      balances: creditBalancesSchema,
    }),
  ),
  paid_cents: z.number(),
  refunded_cents: z.number(),
  open_invoices: z.number(),
  pending_requests: z.number(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;
export const adminClientsResponseSchema = z.object({ clients: z.array(adminClientSchema) });

export const adminStudentsQuerySchema = z.strictObject({
  search: lineText(z.string().trim().max(BILLING_LIMITS.searchMax, "Search is too long")).optional(),
});
export const adminStudentSchema = z.object({
  id: z.number(),
  name: z.string(),
  grade: z.string().nullable(),
  age: z.number().nullable(),
  plan: planIdSchema,
  has_login: z.boolean(),
  family: z
    .object({ payer_id: z.string(), name: z.string(), kind: z.enum(["parent", "student"]) })
    .nullable(),
  balances: creditBalancesSchema,
  tutors: z.array(z.object({ assignment_id: z.number(), tutor_id: z.string(), tutor_name: z.string() })),
});
export type AdminStudent = z.infer<typeof adminStudentSchema>;
export const adminStudentsResponseSchema = z.object({ students: z.array(adminStudentSchema) });

export const studentPlanParamsSchema = z.strictObject({ id: idSchema("id", "Unknown student") });
export const changePlanRequestSchema = z.strictObject({ plan: planIdSchema });
export const changePlanResponseSchema = z.object({ student_id: z.number(), plan: planIdSchema });

/** What the webhook answers Stripe. */
export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
