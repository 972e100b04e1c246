-- A student under 13 with a login of their own names a parent, who confirms by e-mail
-- (decisions.md 1). Until then the student learns but stays off the leaderboard.
ALTER TABLE student_profiles
  ADD COLUMN parent_consent_email text,
  ADD COLUMN parent_consented_at timestamptz;

ALTER TABLE auth_tokens DROP CONSTRAINT IF EXISTS auth_tokens_purpose_check;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check
  CHECK (purpose IN ('reset-password', 'verify-email', 'parent-consent'));
