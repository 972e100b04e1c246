-- Issue 7, item 9: the server decides what an answer set is, and a question earns XP once a day.

-- An award can be cut to nothing by the daily ceiling; its row still records the day's activity
-- (the streak) and its idempotency key.
ALTER TABLE xp_ledger DROP CONSTRAINT xp_ledger_amount_check;
ALTER TABLE xp_ledger ADD CONSTRAINT xp_ledger_amount_check CHECK (amount >= 0);

-- A practice or review set the server opened, with the questions it chose; finished once.
CREATE TABLE answer_sets (
  id text PRIMARY KEY,
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('practice', 'review')),
  items jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  xp_awarded integer
);
CREATE INDEX answer_sets_student_idx ON answer_sets (student_id, created_at);

ALTER TABLE question_attempts ADD COLUMN answer_set_id text REFERENCES answer_sets (id) ON DELETE SET NULL;
CREATE INDEX question_attempts_answer_set_idx ON question_attempts (answer_set_id);

-- What XP already counted of a question on a student's day (their time zone): a question earns
-- its +10 once a day.
CREATE TABLE xp_question_days (
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  material_id integer NOT NULL,
  question_id text NOT NULL,
  day date NOT NULL,
  has_correct boolean NOT NULL,
  PRIMARY KEY (student_id, material_id, question_id, day)
);
