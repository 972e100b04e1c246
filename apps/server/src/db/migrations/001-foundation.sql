-- Accounts, student profiles, single-use tokens, the e-mail outbox and interest signups.
-- Only SQL that PostgreSQL 15 and PGlite (PostgreSQL 18) both run.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  role text NOT NULL CHECK (role IN ('student', 'parent', 'tutor', 'admin')),
  tutor_status text CHECK (tutor_status IN ('applicant', 'approved')),
  email_verified_at timestamptz,
  token_version integer NOT NULL DEFAULT 0,
  avatar_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((role = 'tutor') = (tutor_status IS NOT NULL))
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- A student user owns one profile (user_id); a parent owns their children's (parent_user_id).
CREATE TABLE student_profiles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  parent_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  age integer CHECK (age BETWEEN 3 AND 120),
  grade text,
  timezone text NOT NULL DEFAULT 'UTC',
  plan text NOT NULL DEFAULT 'ai-only' CHECK (plan IN ('ai-only', 'tutor-lite', 'tutor-plus')),
  last_profile_update timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR parent_user_id IS NOT NULL)
);
CREATE INDEX student_profiles_parent_idx ON student_profiles (parent_user_id);

CREATE TABLE auth_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset-password', 'verify-email')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, purpose);

CREATE TABLE email_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text
);

CREATE TABLE interest_signups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  source text NOT NULL CHECK (source IN ('support', 'help', 'ai-tutor')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (email, source)
);
