// Table types: What students do and earn: attempts, answer sets, progress, review cards, XP and cash.
import type { ColumnType, Generated } from "kysely";
import type { Json, NullableTimestamp, Numeric, Timestamp } from "./column-types.ts";

export interface XpLedgerTable {
  id: Generated<number>;
  student_id: number;
  amount: number;
  reason: string;
  multiplier: ColumnType<string | number, number | undefined, number>;
  idempotency_key: string;
  activity_date: ColumnType<string | Date, string, string>;
  created_at: Timestamp;
}

export interface CashLedgerTable {
  id: Generated<number>;
  student_id: number;
  amount_cents: number;
  reason: string;
  granted_by: string | null;
  created_at: Timestamp;
  idempotency_key: string | null;
}

export interface QuestionAttemptsTable {
  id: Generated<number>;
  student_id: number;
  material_id: number;
  question_id: string;
  answer: string;
  is_correct: boolean;
  score: ColumnType<string | number, number, number>;
  hint_used: Generated<boolean>;
  confidence_score: Numeric;
  evaluation_method: string;
  evaluation_sub_method: string;
  correct_answer: string;
  idempotency_key: string | null;
  xp_set: string | null;
  answer_set_id: Generated<string | null>;
  /** Given after the question's answer was shown that day (migration 026): earns no XP. */
  after_reveal: Generated<boolean>;
  created_at: Timestamp;
}

/** A practice or review set the server opened (issue 7.9). */
export interface AnswerSetsTable {
  id: string;
  student_id: number;
  kind: "practice" | "review" | "game";
  items: Json<{ material_id: number; question_id: string }[]>;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  xp_awarded: number | null;
  /** A game's card, e.g. "swipe-deck-42" (issue 23). */
  game_card: ColumnType<string | null, string | null | undefined, string | null>;
  /** Questions the server made for this set (with their answers; never sent before answering). */
  generated: ColumnType<unknown, string | null | undefined, string | null>;
}

/** A student's game preferences (issue 23). */
export interface GamePreferencesTable {
  student_id: number;
  favorite_games: Json<string[]>;
  last_engine: string | null;
  sound_on: Generated<boolean>;
  updated_at: Generated<Date>;
}

/** What XP counted of a question on a student's day. */
export interface XpQuestionDaysTable {
  student_id: number;
  material_id: number;
  question_id: string;
  day: ColumnType<string, string, string>;
  has_correct: boolean;
}

/** A question's answer shown to a student on a day of theirs (issue 21, migration 026). */
export interface QuestionRevealsTable {
  student_id: number;
  material_id: number;
  question_id: string;
  day: ColumnType<string, string, string>;
  revealed_at: Timestamp;
}

export interface MaterialProgressTable {
  student_id: number;
  material_id: number;
  cards_seen: Json<number[]>;
  time_spent_seconds: Generated<number>;
  completion_criteria: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  is_completed: Generated<boolean>;
  completed_at: NullableTimestamp;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReviewCardsTable {
  student_id: number;
  material_id: number;
  question_id: string;
  stability: number;
  difficulty: number;
  reps: Generated<number>;
  lapses: Generated<number>;
  state: Generated<"learning" | "review" | "relearning">;
  last_review_at: Timestamp;
  due_at: Timestamp;
}
