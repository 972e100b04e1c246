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
  credit_type: "ai-session" | "tutor-session";
  credits: number;
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
