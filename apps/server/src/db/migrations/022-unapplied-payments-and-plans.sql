-- Issue 20 item 7 and issue 21 (decision 036). A card payment Stripe took that could not be applied
-- (its request was cancelled, or the amount or currency differs) is kept until an admin refunds it
-- or grants what was asked; and a plan can be bought like a credit package, one month at a time.

-- Money received and not applied: one row per Stripe Checkout session, decided once by an admin
-- (open -> refunding -> refunded, or open -> granted). It keeps what was asked as well as what came,
-- so the trace survives the request (a child's deletion takes the request with it). The request's
-- and the ledger payment's ids are kept without foreign keys on purpose: the row is the payer's
-- record (it goes with the payer), not the child's data; a request gone is found missing (an admin
-- can then only refund), and ledger rows are never deleted but with their payer.
CREATE TABLE unapplied_payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reason text NOT NULL CHECK (reason IN ('request-cancelled', 'amount-mismatch', 'currency-mismatch')),
  purchase_request_id integer,
  payer_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  requested text NOT NULL,
  requested_cents integer NOT NULL,
  requested_currency text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  stripe_session_id text NOT NULL UNIQUE,
  stripe_event_id text NOT NULL,
  payment_intent text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'refunding', 'refunded', 'granted')),
  note text,
  refund_reference text,
  payment_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((status IN ('refunded', 'granted')) = (resolved_at IS NOT NULL))
);
CREATE INDEX unapplied_payments_open_idx ON unapplied_payments (created_at) WHERE status = 'open';
CREATE INDEX unapplied_payments_payer_idx ON unapplied_payments (payer_user_id);

-- A purchase request buys either a credit package (credit_type, credits) or one month of a plan
-- (plan_id and what the plan included when it was sold).
ALTER TABLE purchase_requests ALTER COLUMN credit_type DROP NOT NULL;
ALTER TABLE purchase_requests ALTER COLUMN credits DROP NOT NULL;
ALTER TABLE purchase_requests ADD COLUMN plan_id text CHECK (plan_id IN ('tutor-lite', 'tutor-plus'));
ALTER TABLE purchase_requests ADD COLUMN plan_ai_sessions integer CHECK (plan_ai_sessions >= 0);
ALTER TABLE purchase_requests ADD COLUMN plan_tutor_sessions integer CHECK (plan_tutor_sessions >= 0);
ALTER TABLE purchase_requests ADD CONSTRAINT purchase_requests_item_check CHECK (
  (plan_id IS NULL AND credit_type IS NOT NULL AND credits IS NOT NULL
    AND plan_ai_sessions IS NULL AND plan_tutor_sessions IS NULL)
  OR (plan_id IS NOT NULL AND credit_type IS NULL AND credits IS NULL
    AND plan_ai_sessions IS NOT NULL AND plan_tutor_sessions IS NOT NULL)
);

-- Until when a bought plan is paid; null for the free plan or a plan an admin set by hand.
ALTER TABLE student_profiles ADD COLUMN plan_paid_until timestamptz;
