-- Issue 12, scheduling and booking (decisions.md 3 and 4, docs/decisions/028): a tutor's weekly
-- availability in their own time zone with days off, group lessons with a capacity (their roster
-- is the lessons rows that point at them), and each user's private calendar feed.

-- A tutor's booking profile: their time zone and the subjects families find them under.
-- Booking a one-to-one lesson locks this row (SELECT … FOR UPDATE), so two bookings of one
-- tutor never check the calendar at the same time.
CREATE TABLE tutor_calendars (
  tutor_user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  time_zone text NOT NULL,
  subjects jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Weekly windows on the tutor's clock: ISO weekday (1 Monday … 7 Sunday), minutes since midnight.
CREATE TABLE tutor_availability (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tutor_user_id uuid NOT NULL REFERENCES tutor_calendars (tutor_user_id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute smallint NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
  CHECK (end_minute > start_minute)
);
CREATE INDEX tutor_availability_tutor_idx ON tutor_availability (tutor_user_id);

-- Days off, "YYYY-MM-DD" on the tutor's calendar.
CREATE TABLE tutor_days_off (
  tutor_user_id uuid NOT NULL REFERENCES tutor_calendars (tutor_user_id) ON DELETE CASCADE,
  day text NOT NULL CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  PRIMARY KEY (tutor_user_id, day)
);

-- A group lesson (the French circles): joining locks this row, counts the roster and takes a seat.
CREATE TABLE group_sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tutor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  title text NOT NULL,
  subject text NOT NULL,
  description text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes IN (30, 45, 60)),
  capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 50),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX group_sessions_starts_idx ON group_sessions (starts_at);

-- The roster: a group seat is a lessons row of type 'group' pointing at its session.
ALTER TABLE lessons ADD COLUMN group_session_id integer REFERENCES group_sessions (id) ON DELETE CASCADE;
ALTER TABLE lessons ADD CONSTRAINT lessons_group_seat_type CHECK (group_session_id IS NULL OR lesson_type = 'group');
-- One seat per student in a session…
CREATE UNIQUE INDEX lessons_group_seat_idx ON lessons (group_session_id, student_id)
  WHERE group_session_id IS NOT NULL AND status = 'scheduled';
-- …and one scheduled one-to-one lesson per tutor and start, whatever the locks missed.
CREATE UNIQUE INDEX lessons_tutor_slot_idx ON lessons (tutor_user_id, starts_at)
  WHERE status = 'scheduled' AND group_session_id IS NULL AND lesson_type = 'tutor';
-- Spends and refunds of a lesson, found by the lesson.
CREATE INDEX credit_movements_lesson_idx ON credit_movements (lesson_id) WHERE lesson_id IS NOT NULL;

-- A user's private calendar feed: the secret in the URL a calendar app subscribes to.
CREATE TABLE calendar_feed_tokens (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
