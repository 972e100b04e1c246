-- Issue 10: family accounts.

-- Child logins (decisions.md 1): a parent may create a login for a child, with a username and a
-- password the parent chooses and no e-mail. `managed_by_user_id` is that parent; the login goes
-- with the parent's account, and the parent can switch it off (`disabled_at`).
ALTER TABLE users ALTER COLUMN email DROP NOT NULL;
ALTER TABLE users
  ADD COLUMN managed_by_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  ADD COLUMN disabled_at timestamptz;
ALTER TABLE users ADD CONSTRAINT users_email_or_managed_check
  CHECK (email IS NOT NULL OR managed_by_user_id IS NOT NULL);
ALTER TABLE users ADD CONSTRAINT users_managed_student_check
  CHECK (managed_by_user_id IS NULL OR role = 'student');
CREATE INDEX users_managed_by_idx ON users (managed_by_user_id);

-- Child-safe competition: a child a parent created stays off the global leaderboard until the
-- parent allows it (the rule itself is packages/domain/src/leaderboard-visibility.ts).
ALTER TABLE student_profiles
  ADD COLUMN global_leaderboard_allowed boolean NOT NULL DEFAULT false,
  -- A parent who was asked to confirm a child's account and said no.
  ADD COLUMN parent_consent_declined_at timestamptz;
CREATE INDEX student_profiles_consent_email_idx ON student_profiles (lower(parent_consent_email))
  WHERE parent_consent_email IS NOT NULL;
