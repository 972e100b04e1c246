-- Issue 23: games. A game is an answer set of the kind 'game', naming its card (an engine and a
-- material, e.g. 'swipe-deck-42'); questions the server made for a game (an order-the-steps
-- puzzle, a verb round) are kept with the set, so the browser never holds their answers.
ALTER TABLE answer_sets DROP CONSTRAINT answer_sets_kind_check;
ALTER TABLE answer_sets ADD CONSTRAINT answer_sets_kind_check CHECK (kind IN ('practice', 'review', 'game'));
ALTER TABLE answer_sets ADD COLUMN game_card text;
ALTER TABLE answer_sets ADD COLUMN generated jsonb;
CREATE INDEX answer_sets_games_idx ON answer_sets (student_id, created_at DESC) WHERE game_card IS NOT NULL;

-- A student's game preferences: favourite cards, the engine last played, sound (off by default).
CREATE TABLE game_preferences (
  student_id integer PRIMARY KEY REFERENCES student_profiles (id) ON DELETE CASCADE,
  favorite_games jsonb NOT NULL DEFAULT '[]'::jsonb,
  last_engine text,
  sound_on boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
