-- Issue 12, credits, invoices and payments (decisions.md 3; decision 030). Every movement of money
-- is a row of `payments` (a payment, or a refund referring to the payment it returns), never edited;
-- a bank transfer waits as a purchase request until an admin confirms it; each Stripe event is
-- applied once; the ai-only plan's monthly AI sessions are a credit package, one per student and month.

-- The month (YYYY-MM) of an ai-only plan's monthly grant of AI sessions; null for a bought package.
ALTER TABLE credit_packages ADD COLUMN grant_month text CHECK (grant_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');
CREATE UNIQUE INDEX credit_packages_grant_month_idx ON credit_packages (student_id, grant_month)
  WHERE grant_month IS NOT NULL;

-- Invoice numbers BP-000001, … in the order invoices are issued.
CREATE SEQUENCE invoice_number_seq;

-- A family's request to buy a credit package: by bank transfer (an admin confirms the money came)
-- or by card through Stripe Checkout (the webhook confirms it). The offer is copied as it was sold.
CREATE TABLE purchase_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payer_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  offer_id integer REFERENCES credit_offers (id) ON DELETE SET NULL,
  offer_name text NOT NULL,
  credit_type text NOT NULL CHECK (credit_type IN ('ai-session', 'tutor-session')),
  credits integer NOT NULL CHECK (credits > 0),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  method text NOT NULL CHECK (method IN ('bank-transfer', 'stripe')),
  reference text NOT NULL UNIQUE,
  stripe_session_id text UNIQUE,
  invoice_id integer REFERENCES invoices (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX purchase_requests_pending_idx ON purchase_requests (created_at) WHERE status = 'pending';
CREATE INDEX purchase_requests_payer_idx ON purchase_requests (payer_user_id);

-- The money ledger: a payment received, or a refund of part or all of one (refund_of). Kept for
-- the payer's books when the child goes (student_id set to null), like invoices.
CREATE TABLE payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('payment', 'refund')),
  refund_of integer REFERENCES payments (id) ON DELETE CASCADE,
  payer_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  student_id integer REFERENCES student_profiles (id) ON DELETE SET NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  method text NOT NULL CHECK (method IN ('manual', 'bank-transfer', 'stripe')),
  description text NOT NULL,
  note text,
  external_id text UNIQUE,
  invoice_id integer REFERENCES invoices (id) ON DELETE SET NULL,
  credit_package_id integer REFERENCES credit_packages (id) ON DELETE SET NULL,
  purchase_request_id integer REFERENCES purchase_requests (id) ON DELETE SET NULL,
  recorded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'refund') = (refund_of IS NOT NULL))
);
CREATE INDEX payments_payer_idx ON payments (payer_user_id, created_at);
CREATE INDEX payments_refund_of_idx ON payments (refund_of) WHERE refund_of IS NOT NULL;
-- A purchase request is paid at most once (an admin confirming twice, or a replayed webhook).
CREATE UNIQUE INDEX payments_purchase_request_idx ON payments (purchase_request_id)
  WHERE kind = 'payment' AND purchase_request_id IS NOT NULL;

-- Stripe events already applied: the webhook inserts the event's id in the same transaction as
-- its effect, so a replayed or concurrent delivery changes nothing.
CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now()
);
