-- Issue 12, messages (decisions.md 6): threads between a student (or their parent) and a tutor
-- assigned to them, and between any user and the admins; the messages, their attachments, and
-- each reader's read mark for the unread counts. A new message is announced on the change feed's
-- channel when its transaction commits, so every process on one PostgreSQL delivers it live.

CREATE TABLE message_threads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('tutor', 'support')),
  -- A tutor thread: one per (student, tutor) pair.
  student_id integer REFERENCES student_profiles (id) ON DELETE CASCADE,
  tutor_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  -- A support thread: one per user, answered by any admin.
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz,
  CHECK (
    (kind = 'tutor' AND student_id IS NOT NULL AND tutor_user_id IS NOT NULL AND user_id IS NULL)
    OR (kind = 'support' AND user_id IS NOT NULL AND student_id IS NULL AND tutor_user_id IS NULL)
  )
);
CREATE UNIQUE INDEX message_threads_pair_idx ON message_threads (student_id, tutor_user_id) WHERE kind = 'tutor';
CREATE UNIQUE INDEX message_threads_support_idx ON message_threads (user_id) WHERE kind = 'support';
CREATE INDEX message_threads_tutor_idx ON message_threads (tutor_user_id) WHERE kind = 'tutor';
CREATE INDEX message_threads_recent_idx ON message_threads (kind, last_message_at DESC);

CREATE TABLE messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  thread_id integer NOT NULL REFERENCES message_threads (id) ON DELETE CASCADE,
  sender_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Written by the staff side (the thread's tutor, or an admin): what "unread" counts against.
  from_staff boolean NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- History paged newest first by id; unread counts by side after a read mark.
CREATE INDEX messages_thread_idx ON messages (thread_id, id DESC);
CREATE INDEX messages_thread_side_idx ON messages (thread_id, from_staff, id);

-- Uploaded before the message is sent (message_id null until then), kept under DATA_DIR.
CREATE TABLE message_attachments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  thread_id integer NOT NULL REFERENCES message_threads (id) ON DELETE CASCADE,
  message_id integer REFERENCES messages (id) ON DELETE CASCADE,
  file_id text NOT NULL UNIQUE,
  original_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_attachments_message_idx ON message_attachments (message_id);
CREATE INDEX message_attachments_thread_idx ON message_attachments (thread_id);

-- The newest message each reader has seen in a thread.
CREATE TABLE message_reads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  thread_id integer NOT NULL REFERENCES message_threads (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_message_id integer NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (thread_id, user_id)
);
CREATE INDEX message_reads_user_idx ON message_reads (user_id);

-- "<schema>.messages:<thread>:<message>" on the change feed's channel, on commit.
CREATE FUNCTION notify_message_sent() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_changes', TG_TABLE_SCHEMA || '.messages:' || NEW.thread_id::text || ':' || NEW.id::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER messages_sent AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION notify_message_sent();

-- "<schema>.message_reads:<thread>:<user>": a reader's other tabs clear their badges.
CREATE FUNCTION notify_message_read() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_changes', TG_TABLE_SCHEMA || '.message_reads:' || NEW.thread_id::text || ':' || NEW.user_id::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER message_reads_changed AFTER INSERT OR UPDATE ON message_reads
  FOR EACH ROW EXECUTE FUNCTION notify_message_read();
