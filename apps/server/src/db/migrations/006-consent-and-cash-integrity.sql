-- Issue 7, items 7, 8 and 10.

-- Whether a child needs a parent's confirmation is fixed when it is first found (an account
-- under 13 with a login of its own), not re-derived from the age: editing the age to 13 must not
-- clear it. Only the parent's confirmation (parent_consented_at) does.
ALTER TABLE student_profiles
  ADD COLUMN parent_consent_required boolean NOT NULL DEFAULT false;
UPDATE student_profiles
  SET parent_consent_required = true
  WHERE user_id IS NOT NULL AND age IS NOT NULL AND age < 13;

-- Every consent e-mail sent, so that they are limited per account and per recipient, and the
-- limit holds across restarts.
CREATE TABLE parent_consent_emails (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  to_email text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX parent_consent_emails_student_idx ON parent_consent_emails (student_id, sent_at);
CREATE INDEX parent_consent_emails_to_idx ON parent_consent_emails (to_email, sent_at);

-- A cash grant is paid once per key: a retried or repeated request finds the first one.
ALTER TABLE cash_ledger ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX cash_ledger_idempotency_idx ON cash_ledger (student_id, idempotency_key);
