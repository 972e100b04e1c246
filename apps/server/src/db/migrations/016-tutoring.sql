-- Issue 12, tutors and their students: which tutor an admin assigned to which student (history
-- kept: an unassigned row stays with its end time), a tutor's application and its review, and a
-- tutor's private notes on a lesson.

CREATE TABLE tutor_student_assignments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tutor_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES student_profiles (id) ON DELETE CASCADE,
  assigned_by uuid REFERENCES users (id) ON DELETE SET NULL,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  unassigned_at timestamptz,
  CHECK (unassigned_at IS NULL OR unassigned_at >= assigned_at)
);
-- At most one current assignment of a tutor to a student: two admins assigning at once get one row.
CREATE UNIQUE INDEX tutor_student_assignments_current_idx
  ON tutor_student_assignments (tutor_user_id, student_id) WHERE unassigned_at IS NULL;
CREATE INDEX tutor_student_assignments_student_idx
  ON tutor_student_assignments (student_id) WHERE unassigned_at IS NULL;

-- One application per tutor account (/join-tutor); an admin approves or declines it with a message.
CREATE TABLE tutor_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  subjects jsonb NOT NULL,
  experience text NOT NULL,
  availability text NOT NULL,
  statement text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  review_message text,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'pending') = (reviewed_at IS NULL))
);
CREATE INDEX tutor_applications_pending_idx ON tutor_applications (submitted_at) WHERE status = 'pending';

-- A tutor's private notes on a lesson: seen by that lesson's tutor and admins, never by families.
CREATE TABLE lesson_notes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lesson_id integer NOT NULL UNIQUE REFERENCES lessons (id) ON DELETE CASCADE,
  author_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lessons_tutor_idx ON lessons (tutor_user_id, starts_at);
