-- Issue 13, the admin's tools: feedback an admin has read, and content that can be drafted,
-- previewed and published (courses and lessons), with a lesson's video.

-- The dashboard counts unread feedback; an admin marks a message read.
ALTER TABLE feedback ADD COLUMN read_at timestamptz;
CREATE INDEX feedback_unread_idx ON feedback (id) WHERE read_at IS NULL;

-- Content an author is still writing stays out of every student and public list until published.
-- Everything that exists today is published.
ALTER TABLE courses
  ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE material_templates
  ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
  -- A lesson's video: {"kind": "upload" | "link", "url", "captions_url", "transcript"}, or null.
  ADD COLUMN video jsonb;
