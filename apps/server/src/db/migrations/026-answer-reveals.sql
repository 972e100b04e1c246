-- Issue 21: the answer of a question shown to a student (on request, or after a second miss that
-- day) is recorded, so the server knows that a right answer to it the same day earns nothing.
CREATE TABLE question_reveals (
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  material_id integer NOT NULL,
  question_id text NOT NULL,
  -- The student's calendar day (their time zone) the answer was shown on.
  day date NOT NULL,
  revealed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, material_id, question_id, day)
);

-- An answer given after its question's answer was shown that day: recorded, judged, earns no XP.
ALTER TABLE question_attempts ADD COLUMN after_reveal boolean NOT NULL DEFAULT false;
