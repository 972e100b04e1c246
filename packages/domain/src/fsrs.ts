/**
 * Spaced review scheduling with FSRS (Free Spaced Repetition Scheduler), with its published
 * default weights and a desired retention of 90 %. Pure: the server stores the card state.
 */

/** FSRS default weights (w0 … w18). */
export const FSRS_WEIGHTS = [
  0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575, 0.1192, 1.01925, 1.9395, 0.11,
  0.29605, 2.2698, 0.2315, 2.9898, 0.51655, 0.6621,
] as const;
export const DESIRED_RETENTION = 0.9;
const DECAY = -0.5;
const FACTOR = 19 / 81;
const MINUTE = 60_000;
const DAY = 86_400_000;
/** A lapse comes back after 10 minutes; intervals are capped at a year. */
export const RELEARN_DELAY_MS = 10 * MINUTE;
export const MAX_INTERVAL_DAYS = 365;

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

const w = FSRS_WEIGHTS;
const clampDifficulty = (d: number) => Math.min(10, Math.max(1, d));

function initialDifficulty(rating: Rating): number {
  return clampDifficulty(w[4] - Math.exp(w[5] * (rating - 1)) + 1);
}

/** The chance of recalling a card `elapsedDays` after its last review. */
export function retrievability(elapsedDays: number, stability: number): number {
  return (1 + (FACTOR * Math.max(0, elapsedDays)) / stability) ** DECAY;
}

/** Days until recall falls to the desired retention. */
export function intervalDays(stability: number): number {
  const days = (stability / FACTOR) * (DESIRED_RETENTION ** (1 / DECAY) - 1);
  return Math.min(MAX_INTERVAL_DAYS, Math.max(1, Math.round(days)));
}

function nextDifficulty(d: number, rating: Rating): number {
  const delta = -w[6] * (rating - 3);
  const damped = d + (delta * (10 - d)) / 9;
  return clampDifficulty(w[7] * initialDifficulty(4) + (1 - w[7]) * damped);
}

function stabilityAfterRecall(d: number, s: number, r: number, rating: Rating): number {
  const hardPenalty = rating === 2 ? w[15] : 1;
  const easyBonus = rating === 4 ? w[16] : 1;
  return (
    s *
    (Math.exp(w[8]) * (11 - d) * s ** -w[9] * (Math.exp(w[10] * (1 - r)) - 1) * hardPenalty * easyBonus + 1)
  );
}

function stabilityAfterLapse(d: number, s: number, r: number): number {
  const next = w[11] * d ** -w[12] * ((s + 1) ** w[13] - 1) * Math.exp(w[14] * (1 - r));
  return Math.min(next, s);
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
  if (!card) {
    const stability = w[rating - 1]!;
    const due =
      rating === 1
        ? new Date(now.getTime() + RELEARN_DELAY_MS)
        : new Date(now.getTime() + intervalDays(stability) * DAY);
    return {
      stability,
      difficulty: initialDifficulty(rating),
      reps: 1,
      lapses: rating === 1 ? 1 : 0,
      state: rating === 1 ? "learning" : "review",
      lastReviewAt: now,
      dueAt: due,
    };
  }
  const elapsedDays = (now.getTime() - card.lastReviewAt.getTime()) / DAY;
  const difficulty = nextDifficulty(card.difficulty, rating);
  if (elapsedDays < 1) {
    // A same-day review moves stability gently (FSRS short-term rule).
    const stability = Math.max(0.1, card.stability * Math.exp(w[17] * (rating - 3 + w[18])));
    const dueAt =
      rating === 1
        ? new Date(now.getTime() + RELEARN_DELAY_MS)
        : new Date(now.getTime() + intervalDays(stability) * DAY);
    return {
      ...card,
      stability,
      difficulty,
      reps: card.reps + 1,
      lapses: card.lapses + (rating === 1 ? 1 : 0),
      state: rating === 1 ? "relearning" : card.state === "learning" ? "review" : card.state,
      lastReviewAt: now,
      dueAt,
    };
  }
  const r = retrievability(elapsedDays, card.stability);
  if (rating === 1) {
    const stability = Math.max(0.1, stabilityAfterLapse(card.difficulty, card.stability, r));
    return {
      stability,
      difficulty,
      reps: card.reps + 1,
      lapses: card.lapses + 1,
      state: "relearning",
      lastReviewAt: now,
      dueAt: new Date(now.getTime() + RELEARN_DELAY_MS),
    };
  }
  const stability = stabilityAfterRecall(card.difficulty, card.stability, r, rating);
  return {
    stability,
    difficulty,
    reps: card.reps + 1,
    lapses: card.lapses,
    state: "review",
    lastReviewAt: now,
    dueAt: new Date(now.getTime() + intervalDays(stability) * DAY),
  };
}
