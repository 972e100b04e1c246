/**
 * Spaced review scheduling with FSRS, through the FSRS authors' own library (`ts-fsrs`), with its
 * default weights and a desired retention of 90 %. This module only maps our stored card to
 * theirs and back, so the server's `review_cards` rows keep their shape: a card scheduled before
 * the switch keeps its due date, and its stability and difficulty carry on (issue 8).
 */
import { type Card, createEmptyCard, fsrs, type Grade, State } from "ts-fsrs";

export const DESIRED_RETENTION = 0.9;
/** Intervals are capped at a year. */
export const MAX_INTERVAL_DAYS = 365;
/** A card answered wrongly comes back after 10 minutes (the (re)learning step). */
export const RELEARN_DELAY_MS = 10 * 60_000;

const scheduler = fsrs({
  request_retention: DESIRED_RETENTION,
  maximum_interval: MAX_INTERVAL_DAYS,
  enable_fuzz: false,
  enable_short_term: true,
  learning_steps: ["10m"],
  relearning_steps: ["10m"],
});

/** 1 Again, 2 Hard, 3 Good, 4 Easy. */
export type Rating = 1 | 2 | 3 | 4;

export interface ReviewCardState {
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  state: "learning" | "review" | "relearning";
  lastReviewAt: Date;
  dueAt: Date;
}

const DAY = 86_400_000;
const TO_STATE: Record<ReviewCardState["state"], State> = {
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

/** Our stored card as the library's: the schedule it was given is kept as it is. */
export function toLibraryCard(card: ReviewCardState): Card {
  return {
    due: card.dueAt,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: Math.max(0, Math.round((card.dueAt.getTime() - card.lastReviewAt.getTime()) / DAY)),
    learning_steps: 0,
    reps: card.reps,
    lapses: card.lapses,
    state: TO_STATE[card.state],
    last_review: card.lastReviewAt,
  };
}

function fromLibraryCard(card: Card, now: Date): ReviewCardState {
  const state =
    card.state === State.Relearning ? "relearning" : card.state === State.Review ? "review" : "learning";
  return {
    stability: card.stability,
    difficulty: card.difficulty,
    reps: card.reps,
    lapses: card.lapses,
    state,
    lastReviewAt: card.last_review ?? now,
    dueAt: card.due,
  };
}

/** A rating from how an answer went: wrong → Again; right with a hint or partial credit → Hard; right → Good; right, fast and sure → Easy. */
export function ratingFromAnswer(answer: {
  isCorrect: boolean;
  score: number;
  hintUsed: boolean;
  seconds?: number;
}): Rating {
  if (!answer.isCorrect) return 1;
  if (answer.hintUsed || answer.score < 1) return 2;
  if (answer.seconds !== undefined && answer.seconds <= 8) return 4;
  return 3;
}

/** Schedules a card after a review (a new card when `card` is null). */
export function reviewCard(card: ReviewCardState | null, rating: Rating, now: Date): ReviewCardState {
  const current = card ? toLibraryCard(card) : createEmptyCard(now);
  const { card: next } = scheduler.next(current, now, rating as Grade);
  return fromLibraryCard(next, now);
}
