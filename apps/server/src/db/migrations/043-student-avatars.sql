-- Issue 27, the 3D spaces: each student's avatar as they built it (colours, hair, accessory),
-- one row per student, used in every 3D scene. The choices are validated by the contract's
-- avatarConfigSchema before they are stored; a student without a row has the default avatar.
CREATE TABLE student_avatars (
  student_id integer PRIMARY KEY REFERENCES student_profiles (id) ON DELETE CASCADE,
  config jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
