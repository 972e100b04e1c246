// Table types: payments, purchase requests and Stripe events (migration 019, issue 12).
import type { Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "./column-types.ts";

export type PaymentMethod = "manual" | "bank-transfer" | "stripe";

export interface PurchaseRequestsTable {
  id: Generated<number>;
  payer_user_id: string;
  student_id: number;
  offer_id: number | null;
  offer_name: string;
  /** A credit package's kind and size; null for a plan (migration 022). */
  credit_type: "ai-session" | "tutor-session" | null;
  credits: number | null;
  /** One month of a plan, with what it included when sold (migration 022). */
  plan_id: "tutor-lite" | "tutor-plus" | null;
  plan_ai_sessions: number | null;
  plan_tutor_sessions: number | null;
  amount_cents: number;
  currency: string;
  method: "bank-transfer" | "stripe";
  reference: string;
  stripe_session_id: string | null;
  invoice_id: number | null;
  status: Generated<"pending" | "confirmed" | "cancelled">;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  decided_by: string | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  kind: "payment" | "refund";
  refund_of: number | null;
  payer_user_id: string;
  student_id: number | null;
  amount_cents: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  note: string | null;
  external_id: string | null;
  invoice_id: number | null;
  credit_package_id: number | null;
  purchase_request_id: number | null;
  recorded_by: string | null;
  created_at: Timestamp;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  processed_at: Timestamp;
}

export type UnappliedReason = "request-cancelled" | "amount-mismatch" | "currency-mismatch";

/** A card payment Stripe took that was not applied, until an admin refunds or grants it (migration 022). */
export interface UnappliedPaymentsTable {
  id: Generated<number>;
  reason: UnappliedReason;
  purchase_request_id: number | null;
  payer_user_id: string;
  requested: string;
  requested_cents: number;
  requested_currency: string;
  amount_cents: number;
  currency: string;
  stripe_session_id: string;
  stripe_event_id: string;
  payment_intent: string | null;
  status: Generated<"open" | "refunding" | "refunded" | "granted">;
  note: string | null;
  refund_reference: string | null;
  payment_id: number | null;
  created_at: Timestamp;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
}
