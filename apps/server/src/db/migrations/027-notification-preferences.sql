-- Issue 21, "tell people what happened" (decision 042).
--
-- The platform tells people what happened at each step (a booking, a move, a cancel, homework set,
-- handed in, graded, a bank transfer confirmed), in the bell and by e-mail, as each person allows.
--
-- A notification the platform writes carries its kind, and the child it is about: deleting the
-- child's data deletes the notifications that name them, the tutor's copy included.
ALTER TABLE notifications ADD COLUMN kind text;
ALTER TABLE notifications
  ADD COLUMN about_student_id integer REFERENCES student_profiles (id) ON DELETE CASCADE;
CREATE INDEX notifications_about_student ON notifications (about_student_id) WHERE about_student_id IS NOT NULL;

-- What a person turned off, per kind: no row is the default (bell and e-mail both on).
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  bell boolean NOT NULL,
  email boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);
