import { z } from "zod";
import { BILLING_LIMITS } from "./billing.ts";
import { idSchema, lineText } from "./primitives.ts";

/*
 * Card payments Stripe took that could not be applied (issue 20 item 7, decision 036): the request
 * was cancelled, or the amount or currency paid differs from what was asked. Each is kept until an
 * admin refunds it or grants what was asked, once.
 */

export const UNAPPLIED_REASONS = ["request-cancelled", "amount-mismatch", "currency-mismatch"] as const;
export const unappliedReasonSchema = z.enum(UNAPPLIED_REASONS);
export type UnappliedReason = z.infer<typeof unappliedReasonSchema>;

/** How a reason reads on a page and in the admins' notification. */
export const UNAPPLIED_REASON_LABELS: Record<UnappliedReason, string> = {
  "request-cancelled": "paid after the request was cancelled",
  "amount-mismatch": "the amount paid differs from the price",
  "currency-mismatch": "paid in another currency",
};

export const UNAPPLIED_MESSAGES = {
  notOpen: "This payment has already been refunded or granted",
  refunding: "A refund of this payment is under way",
  requestGone: "The purchase request is gone (its child was deleted): refund the payment instead",
  noStripe: "Card payments are not set up: refund it in Stripe's dashboard and mark it refunded by hand",
  noPaymentIntent: "Stripe gave no payment to refund: refund it in Stripe's dashboard and mark it by hand",
  stripeFailed: "Stripe did not make the refund; nothing was changed. Try again",
  notificationTitle: "A card payment needs a decision",
} as const;

export const unappliedPaymentSchema = z.object({
  id: z.number(),
  reason: unappliedReasonSchema,
  status: z.enum(["open", "refunding", "refunded", "granted"]),
  payer_id: z.string(),
  payer_name: z.string(),
  student_id: z.number().nullable(),
  student_name: z.string().nullable(),
  purchase_request_id: z.number().nullable(),
  /** What was asked ("5 lessons with a tutor for Ada") and at what price. */
  requested: z.string(),
  requested_cents: z.number(),
  requested_currency: z.string(),
  /** What Stripe took. */
  amount_cents: z.number(),
  currency: z.string(),
  stripe_session_id: z.string(),
  payment_intent: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by_name: z.string().nullable(),
  note: z.string().nullable(),
  refund_reference: z.string().nullable(),
  payment_id: z.number().nullable(),
});
export type UnappliedPayment = z.infer<typeof unappliedPaymentSchema>;

export const unappliedPaymentsQuerySchema = z.strictObject({
  status: z.enum(["open", "resolved"]).optional(),
});
export const unappliedPaymentsResponseSchema = z.object({
  payments: z.array(unappliedPaymentSchema),
  open_count: z.number(),
});
export const unappliedPaymentResponseSchema = z.object({ payment: unappliedPaymentSchema });
export const unappliedPaymentParamsSchema = z.strictObject({ id: idSchema("id", "Unknown payment") });

const note = lineText(
  z
    .string({ error: "A note is required" })
    .trim()
    .min(1, "A note is required")
    .max(BILLING_LIMITS.noteMax, `The note is at most ${BILLING_LIMITS.noteMax} characters`),
);

/** Refund it: through Stripe's refund API, or marked as refunded by hand (done in Stripe's dashboard). */
export const refundUnappliedRequestSchema = z.strictObject({
  method: z.enum(["stripe", "manual"], { error: "Choose stripe or manual" }),
  note,
});
export type RefundUnappliedRequest = z.infer<typeof refundUnappliedRequestSchema>;

/** Grant what was asked, as if the request had been paid as asked. */
export const grantUnappliedRequestSchema = z.strictObject({ note });
export type GrantUnappliedRequest = z.infer<typeof grantUnappliedRequestSchema>;
