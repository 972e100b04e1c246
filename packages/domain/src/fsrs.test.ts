import { describe, expect, it } from "vitest";
import {
  MAX_INTERVAL_DAYS,
  RELEARN_DELAY_MS,
  type ReviewCardState,
  ratingFromAnswer,
  reviewCard,
  toLibraryCard,
} from "./fsrs.ts";

const DAY = 86_400_000;
const t0 = new Date("2026-01-01T10:00:00Z");
const daysBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / DAY);

describe("FSRS scheduling (ts-fsrs, 90 % desired retention)", () => {
  it("a new card answered wrongly comes back in 10 minutes; answered well, days later", () => {
    const again = reviewCard(null, 1, t0);
    expect(again.dueAt.getTime() - t0.getTime()).toBe(RELEARN_DELAY_MS);
    expect(again.state).toBe("learning");
    const easy = reviewCard(null, 4, t0);
    expect(easy.state).toBe("review");
    expect(daysBetween(t0, easy.dueAt)).toBeGreaterThanOrEqual(1);
  });

  it("makes easier cards less difficult and gives better ratings longer intervals", () => {
    expect(reviewCard(null, 4, t0).difficulty).toBeLessThan(reviewCard(null, 1, t0).difficulty);
    const learnt = reviewCard(reviewCard(null, 3, t0), 3, new Date(t0.getTime() + RELEARN_DELAY_MS));
    expect(learnt.state).toBe("review");
    const later = learnt.dueAt;
    const hard = reviewCard(learnt, 2, later);
    const good = reviewCard(learnt, 3, later);
    const easy = reviewCard(learnt, 4, later);
    expect(hard.stability).toBeLessThan(good.stability);
    expect(good.stability).toBeLessThan(easy.stability);
    expect(good.dueAt.getTime()).toBeLessThan(easy.dueAt.getTime());
  });

  it("grows intervals over successful reviews, at most a year, and a lapse relearns in 10 minutes", () => {
    let card = reviewCard(null, 4, t0);
    const intervals: number[] = [];
    for (let i = 0; i < 8; i++) {
      const next = reviewCard(card, 3, card.dueAt);
      intervals.push(daysBetween(next.lastReviewAt, next.dueAt));
      card = next;
    }
    for (let i = 1; i < intervals.length; i++) expect(intervals[i]).toBeGreaterThanOrEqual(intervals[i - 1]!);
    // A year at most (the library counts the review day itself, so a day over on some dates).
    expect(Math.max(...intervals)).toBeLessThanOrEqual(MAX_INTERVAL_DAYS + 1);
    const lapse = reviewCard(card, 1, card.dueAt);
    expect(lapse.stability).toBeLessThan(card.stability);
    expect(lapse.state).toBe("relearning");
    expect(lapse.lapses).toBe(card.lapses + 1);
    expect(lapse.dueAt.getTime() - card.dueAt.getTime()).toBe(RELEARN_DELAY_MS);
  });

  it("keeps difficulty within 1 and 10", () => {
    let card = reviewCard(null, 1, t0);
    for (let i = 0; i < 30; i++) card = reviewCard(card, 1, new Date(card.dueAt.getTime() + DAY));
    expect(card.difficulty).toBeLessThanOrEqual(10);
    let easy = reviewCard(null, 4, t0);
    for (let i = 0; i < 30; i++) easy = reviewCard(easy, 4, easy.dueAt);
    expect(easy.difficulty).toBeGreaterThanOrEqual(1);
  });

  it("keeps a card scheduled before the switch to ts-fsrs: same due date, and its review carries on from it", () => {
    // A card as the earlier scheduler stored it: due in 12 days, stability 12.
    const stored: ReviewCardState = {
      stability: 12,
      difficulty: 5.2,
      reps: 4,
      lapses: 1,
      state: "review",
      lastReviewAt: new Date("2026-03-01T09:00:00Z"),
      dueAt: new Date("2026-03-13T09:00:00Z"),
    };
    const asLibrary = toLibraryCard(stored);
    expect(asLibrary.due.getTime()).toBe(stored.dueAt.getTime());
    expect(asLibrary.scheduled_days).toBe(12);
    const reviewed = reviewCard(stored, 3, stored.dueAt);
    expect(reviewed.reps).toBe(5);
    expect(reviewed.lapses).toBe(1);
    expect(reviewed.stability).toBeGreaterThan(stored.stability);
    expect(daysBetween(stored.dueAt, reviewed.dueAt)).toBeGreaterThan(12);
  });

  it("rates answers: wrong Again, hinted or partial Hard, right Good, fast Easy", () => {
    expect(ratingFromAnswer({ isCorrect: false, score: 0, hintUsed: false })).toBe(1);
    expect(ratingFromAnswer({ isCorrect: true, score: 1, hintUsed: true })).toBe(2);
    expect(ratingFromAnswer({ isCorrect: true, score: 0.8, hintUsed: false })).toBe(2);
    expect(ratingFromAnswer({ isCorrect: true, score: 1, hintUsed: false, seconds: 20 })).toBe(3);
    expect(ratingFromAnswer({ isCorrect: true, score: 1, hintUsed: false, seconds: 5 })).toBe(4);
  });
});
