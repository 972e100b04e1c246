-- Issue 13: the public site (plans and credit offers for sale, blog posts and announcements, the
-- waitlist) and the admin's tools (notifications with their recipients, the audit log).

-- The plans of decisions.md 3, as the pricing page shows them. The id is the plan's wire name,
-- the same word student_profiles.plan holds.
CREATE TABLE plans (
  id text PRIMARY KEY CHECK (id IN ('ai-only', 'tutor-lite', 'tutor-plus')),
  name text NOT NULL,
  tagline text NOT NULL,
  monthly_price_cents integer NOT NULL CHECK (monthly_price_cents >= 0),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  ai_sessions_per_month integer NOT NULL CHECK (ai_sessions_per_month >= 0),
  tutor_sessions_per_month integer NOT NULL CHECK (tutor_sessions_per_month >= 0),
  features jsonb NOT NULL DEFAULT '[]',
  is_featured boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0
);

-- Credit packages for sale (decisions.md 3); a bought one becomes a row of credit_packages.
CREATE TABLE credit_offers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  credit_type text NOT NULL CHECK (credit_type IN ('ai-session', 'tutor-session')),
  credits integer NOT NULL CHECK (credits > 0),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  description text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0
);

-- Blog posts and announcements: Markdown with math and images. A post is public once published
-- and its publication time has come (a later time schedules it).
CREATE TABLE posts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('post', 'announcement')),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL,
  summary text NOT NULL,
  body text NOT NULL,
  cover_image_url text,
  cover_image_alt text NOT NULL DEFAULT '',
  tags jsonb NOT NULL DEFAULT '[]',
  author_name text NOT NULL,
  author_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'draft' OR published_at IS NOT NULL),
  UNIQUE (kind, slug)
);
CREATE INDEX posts_public_idx ON posts (kind, status, published_at DESC);

-- The waitlist: one row per e-mail whatever its letter case, confirmed by a link sent to it.
CREATE TABLE waitlist_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  role text NOT NULL DEFAULT 'parent' CHECK (role IN ('parent', 'student', 'tutor', 'school', 'other')),
  interests jsonb NOT NULL DEFAULT '[]',
  confirm_token_hash text UNIQUE,
  confirm_token_expires_at timestamptz,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX waitlist_entries_email_key ON waitlist_entries (lower(email));

-- Notifications an admin sends; one recipient row per user, read or not.
CREATE TABLE notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  link_url text,
  audience jsonb NOT NULL,
  send_email boolean NOT NULL DEFAULT false,
  recipient_count integer NOT NULL DEFAULT 0,
  sent_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notification_recipients (
  notification_id integer NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz,
  PRIMARY KEY (notification_id, user_id)
);
CREATE INDEX notification_recipients_user_idx ON notification_recipients (user_id, read_at);

-- Every admin change: who, what, when, the object before and after. Append-only.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  action text NOT NULL,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id);
