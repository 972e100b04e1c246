-- Issue 21, "sell only what exists" (decision 040).
--
-- The contact form: what a visitor (signed in or not) wrote to the team, and the one reply an
-- admin sent by e-mail from the inbox. Keyed by the address they gave, not by an account: a
-- visitor needs none, and a reply goes only to the address that wrote.
CREATE TABLE contact_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  topic text NOT NULL CHECK (topic IN ('booking', 'credits', 'children', 'privacy', 'account', 'tutoring', 'other')),
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  reply text,
  replied_at timestamptz,
  replied_by_name text,
  CHECK ((reply IS NULL) = (replied_at IS NULL))
);
-- The per-address limit counts one address's recent messages; the inbox lists newest first.
CREATE INDEX contact_requests_email_created ON contact_requests (email, created_at);
CREATE INDEX contact_requests_created ON contact_requests (created_at DESC);

-- The free plan was sold as "AI Tutor" while the AI tutor is not open: it is named for what it
-- gives. Only rows still carrying the seeded words change; an admin's own wording stays.
UPDATE plans SET name = 'Starter' WHERE id = 'ai-only' AND name = 'AI Tutor';
UPDATE plans
  SET tagline = 'Every course with daily practice and progress reports. Free, for as long as you like.'
  WHERE id = 'ai-only' AND tagline = 'Daily practice with a patient AI tutor. Free, for as long as you like.';
UPDATE plans
  SET tagline = 'A real tutor every other week, with practice in between.'
  WHERE id = 'tutor-lite' AND tagline = 'A real tutor every other week, with the AI tutor in between.';
