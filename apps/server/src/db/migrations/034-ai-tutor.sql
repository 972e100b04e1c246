-- Issue 24, the AI tutor (decisions 050 to 052).
--
-- A tutor session is a conversation with a start: starting one spends one ai-session credit
-- (decisions.md 3), through the credit ledger. Its messages are the student's words and the
-- tutor's replies, with the engine that answered, the hint rung given, the lesson parts cited and
-- the guardrail flags raised. Parents read their children's; a student deletes their own.
CREATE TABLE tutor_sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  material_id integer NOT NULL REFERENCES material_templates (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now(),
  last_turn_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tutor_sessions_student ON tutor_sessions (student_id, started_at DESC);

CREATE TABLE tutor_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id integer NOT NULL REFERENCES tutor_sessions (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('student', 'tutor')),
  body text NOT NULL,
  engine text CHECK (engine IN ('built-in', 'model')),
  kind text CHECK (kind IN ('answer', 'hint', 'unknown', 'safety')),
  rung smallint CHECK (rung BETWEEN 1 AND 4),
  question_id text,
  citations jsonb NOT NULL DEFAULT '[]',
  flags jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((role = 'tutor') = (engine IS NOT NULL))
);
CREATE INDEX tutor_messages_session ON tutor_messages (session_id, id);
-- The admins' inbox of what the guardrails flagged.
CREATE INDEX tutor_messages_flagged ON tutor_messages (created_at DESC) WHERE flags <> '[]'::jsonb;

-- Rungs of the hint ladder a student used on a question in their day: the next attempt at the
-- question is recorded with hint_used (spec 3), so XP and mastery stay honest.
CREATE TABLE tutor_hint_uses (
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  material_id integer NOT NULL REFERENCES material_templates (id) ON DELETE CASCADE,
  question_id text NOT NULL,
  day date NOT NULL,
  rungs smallint NOT NULL CHECK (rungs BETWEEN 1 AND 4),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, material_id, question_id, day)
);

-- A parent's choice that the tutor may send this child's words to an outside model (off by
-- default: no row means no). Under 13 without a parent's consent it is never used (decision 051).
CREATE TABLE tutor_settings (
  student_id integer PRIMARY KEY REFERENCES student_profiles (id) ON DELETE CASCADE,
  outside_model_allowed boolean NOT NULL DEFAULT false,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz NOT NULL DEFAULT now()
);
