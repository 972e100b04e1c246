-- Student portal: profile fields, lessons, credits, invoices, content library, assignments,
-- the XP and cash ledgers, persona traits and feedback. Ledgers are append-only: balances,
-- levels and streaks are derived from them.

ALTER TABLE student_profiles
  ADD COLUMN subjects jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN learning_goals text,
  ADD COLUMN weekly_study_hours numeric(4, 1) CHECK (weekly_study_hours BETWEEN 0 AND 80),
  ADD COLUMN skill_levels jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN phone text,
  ADD COLUMN bio text,
  ADD COLUMN avatar_file_id text,
  ADD COLUMN preferred_theme text CHECK (preferred_theme IN ('kids', 'adult')),
  ADD COLUMN onboarding_completed_at timestamptz;

CREATE TABLE lessons (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  tutor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  title text NOT NULL,
  lesson_type text NOT NULL CHECK (lesson_type IN ('tutor', 'group')),
  starts_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes IN (30, 45, 60)),
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'completed', 'cancelled')),
  join_url text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lessons_student_idx ON lessons (student_id, starts_at);

-- A bought package of credits; spends and refunds are rows of credit_movements.
CREATE TABLE credit_packages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  credit_type text NOT NULL CHECK (credit_type IN ('ai-session', 'tutor-session')),
  total integer NOT NULL CHECK (total > 0),
  purchased_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX credit_packages_student_idx ON credit_packages (student_id);

CREATE TABLE credit_movements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  package_id integer NOT NULL REFERENCES credit_packages (id) ON DELETE CASCADE,
  delta integer NOT NULL CHECK (delta <> 0),
  reason text NOT NULL,
  lesson_id integer REFERENCES lessons (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_movements_package_idx ON credit_movements (package_id);

CREATE TABLE invoices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  number text NOT NULL UNIQUE,
  payer_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  student_id integer REFERENCES student_profiles (id) ON DELETE SET NULL,
  description text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  currency text NOT NULL DEFAULT 'USD',
  status text NOT NULL CHECK (status IN ('paid', 'open', 'void')),
  issued_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX invoices_payer_idx ON invoices (payer_user_id);

CREATE TABLE content_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  description text,
  content_type text NOT NULL CHECK (content_type IN ('material', 'video', 'quiz', 'homework')),
  subject text NOT NULL,
  difficulty text NOT NULL DEFAULT 'beginner',
  topics jsonb NOT NULL DEFAULT '[]'::jsonb,
  material_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_items_type_idx ON content_items (content_type, subject);

CREATE TABLE content_favourites (
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  content_id integer NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, content_id)
);

CREATE TABLE content_access (
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  content_id integer NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  last_accessed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, content_id)
);

CREATE TABLE assignments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  assigned_by uuid REFERENCES users (id) ON DELETE SET NULL,
  assignment_type text NOT NULL CHECK (assignment_type IN ('material', 'quiz', 'homework', 'practice', 'reading')),
  title text NOT NULL,
  description text,
  instructions text,
  subject text,
  content_id integer REFERENCES content_items (id) ON DELETE SET NULL,
  due_date timestamptz,
  status text NOT NULL DEFAULT 'assigned'
    CHECK (status IN ('assigned', 'in_progress', 'submitted', 'completed', 'returned')),
  priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high')),
  estimated_time integer,
  started_at timestamptz,
  submitted_at timestamptz,
  completed_at timestamptz,
  grade text,
  score numeric(6, 2),
  total_points numeric(6, 2),
  feedback text,
  submission_data jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assignments_student_idx ON assignments (student_id, due_date);

-- Every XP gain once: a retried request carries the same idempotency key.
CREATE TABLE xp_ledger (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  reason text NOT NULL,
  multiplier numeric(3, 1) NOT NULL DEFAULT 1,
  idempotency_key text NOT NULL,
  activity_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, idempotency_key)
);
CREATE INDEX xp_ledger_student_idx ON xp_ledger (student_id, created_at);
CREATE INDEX xp_ledger_created_idx ON xp_ledger (created_at);

CREATE TABLE cash_ledger (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents <> 0),
  reason text NOT NULL,
  granted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cash_ledger_student_idx ON cash_ledger (student_id);

CREATE TABLE persona_traits (
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  trait_key text NOT NULL CHECK (trait_key IN ('student_name', 'tone', 'pace', 'modality')),
  value text NOT NULL,
  confidence numeric(3, 2) NOT NULL CHECK (confidence BETWEEN 0 AND 1),
  source text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, trait_key)
);

CREATE TABLE feedback (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  page text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
