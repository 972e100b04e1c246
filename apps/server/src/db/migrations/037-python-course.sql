-- Issue 25: the Python course. A student's work on each exercise (the autosaved code, hints
-- taken, check runs failed, the pass), every check run the server judged, and the playground's files.
CREATE TABLE python_exercise_work (
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  exercise_slug text NOT NULL,
  code text,
  saved_at timestamptz,
  first_opened_at timestamptz NOT NULL DEFAULT now(),
  hints_taken integer NOT NULL DEFAULT 0,
  failed_runs integer NOT NULL DEFAULT 0,
  passed_at timestamptz,
  xp_awarded integer,
  PRIMARY KEY (student_id, exercise_slug)
);

CREATE TABLE python_attempts (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  exercise_slug text NOT NULL,
  code text NOT NULL,
  passed boolean NOT NULL,
  error_type text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX python_attempts_student ON python_attempts (student_id, exercise_slug, created_at);

CREATE TABLE python_files (
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  name text NOT NULL,
  content text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, name)
);
