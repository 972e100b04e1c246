-- Issue 21, tutor cards: what a family reads before choosing a tutor. A short bio, the languages
-- the tutor teaches in and the learners' ages they take, all written by the tutor on their
-- availability page (checked by the contract's saveAvailabilityRequestSchema).
ALTER TABLE tutor_calendars
  ADD COLUMN bio text NOT NULL DEFAULT '',
  ADD COLUMN languages jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN age_min smallint CHECK (age_min BETWEEN 3 AND 99),
  ADD COLUMN age_max smallint CHECK (age_max BETWEEN 3 AND 99),
  ADD CONSTRAINT tutor_calendars_ages_check CHECK (age_min IS NULL OR age_max IS NULL OR age_min <= age_max);
