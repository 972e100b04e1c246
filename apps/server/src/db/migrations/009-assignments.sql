-- Assignments with every field of spec 3, their attachments and a parent's comments (issue 11).
ALTER TABLE assignments
  ADD COLUMN actual_time integer CHECK (actual_time IS NULL OR actual_time >= 0),
  ADD COLUMN tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN topics jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN bookmarked boolean NOT NULL DEFAULT false,
  ADD COLUMN progress numeric(5, 2) NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= 100),
  ADD COLUMN template_id integer REFERENCES material_templates (id) ON DELETE SET NULL,
  ADD COLUMN quiz_id integer REFERENCES quizzes (id) ON DELETE SET NULL;

ALTER TABLE quiz_attempts
  ADD CONSTRAINT quiz_attempts_assignment_fk FOREIGN KEY (assignment_id) REFERENCES assignments (id) ON DELETE SET NULL;

-- Files a student hands in, stored under DATA_DIR/uploads/assignments by an unguessable name.
CREATE TABLE assignment_files (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  assignment_id integer NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  file_id text NOT NULL UNIQUE,
  original_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assignment_files_assignment_idx ON assignment_files (assignment_id);

-- A parent's notes to the tutor about a piece of work.
CREATE TABLE assignment_comments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  assignment_id integer NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  author_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  author_role text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assignment_comments_assignment_idx ON assignment_comments (assignment_id);
