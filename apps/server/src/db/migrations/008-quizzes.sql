-- Stored quizzes (spec 7.3): questions of the evaluator's types, linked from the library's quiz
-- items. A question may come from a material's practice, so answering it feeds that material's
-- progress and review schedule.
CREATE TABLE quizzes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  content_id integer UNIQUE REFERENCES content_items (id) ON DELETE SET NULL,
  title text NOT NULL,
  description text,
  subject text NOT NULL,
  questions jsonb NOT NULL,
  time_limit_seconds integer CHECK (time_limit_seconds IS NULL OR time_limit_seconds > 0),
  show_instant_feedback boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per submitted attempt; `attempt_key` makes a retried submission count once.
CREATE TABLE quiz_attempts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quiz_id integer NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  assignment_id integer,
  attempt_key text NOT NULL,
  status text NOT NULL DEFAULT 'completed' CHECK (status IN ('in_progress', 'completed', 'abandoned')),
  answers jsonb NOT NULL DEFAULT '[]'::jsonb,
  correct_count integer NOT NULL CHECK (correct_count >= 0),
  question_count integer NOT NULL CHECK (question_count >= 0),
  score numeric(6, 2) NOT NULL,
  total_points numeric(6, 2) NOT NULL,
  time_taken integer CHECK (time_taken IS NULL OR time_taken >= 0),
  xp_awarded integer NOT NULL DEFAULT 0,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, attempt_key)
);
CREATE INDEX quiz_attempts_student_idx ON quiz_attempts (student_id, completed_at DESC);
CREATE INDEX quiz_attempts_quiz_idx ON quiz_attempts (quiz_id);
