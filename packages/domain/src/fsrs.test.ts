import { describe, expect, it } from "vitest";
import {
  FSRS_WEIGHTS,
  intervalDays,
  RELEARN_DELAY_MS,
  ratingFromAnswer,
  retrievability,
  reviewCard,
} from "./fsrs.ts";

const DAY = 86_400_000;
const t0 = new Date("2026-01-01T10:00:00Z");

describe("FSRS scheduling", () => {
  it("recall is 90 % one stability after the last review", () => {
    expect(retrievability(10, 10)).toBeCloseTo(0.9, 5);
    expect(retrievability(0, 10)).toBe(1);
    expect(retrievability(30, 10)).toBeLessThan(0.9);
  });

  it("at 90 % desired retention the interval equals the stability (at least a day, at most a year)", () => {
    expect(intervalDays(10)).toBe(10);
    expect(intervalDays(0.2)).toBe(1);
    expect(intervalDays(10_000)).toBe(365);
  });

  it("starts a new card with the weights' initial stability", () => {
    for (const rating of [2, 3, 4] as const) {
      const card = reviewCard(null, rating, t0);
      expect(card.stability).toBe(FSRS_WEIGHTS[rating - 1]);
      expect(card.state).toBe("review");
      expect(card.dueAt.getTime()).toBeGreaterThan(t0.getTime());
    }
    const again = reviewCard(null, 1, t0);
    expect(again.dueAt.getTime() - t0.getTime()).toBe(RELEARN_DELAY_MS);
    expect(again.lapses).toBe(1);
  });

  it("makes easier cards less difficult and gives better ratings longer intervals", () => {
    expect(reviewCard(null, 4, t0).difficulty).toBeLessThan(reviewCard(null, 1, t0).difficulty);
    const good = reviewCard(null, 3, t0);
    const later = new Date(good.dueAt.getTime());
    const hard = reviewCard(good, 2, later);
    const good2 = reviewCard(good, 3, later);
    const easy = reviewCard(good, 4, later);
    expect(hard.stability).toBeLessThan(good2.stability);
    expect(good2.stability).toBeLessThan(easy.stability);
    expect(good2.stability).toBeGreaterThan(good.stability);
  });

  it("grows intervals over successful reviews and shrinks stability on a lapse", () => {
    let card = reviewCard(null, 3, t0);
    const intervals: number[] = [];
    for (let i = 0; i < 5; i++) {
      const next = reviewCard(card, 3, card.dueAt);
      intervals.push(Math.round((next.dueAt.getTime() - next.lastReviewAt.getTime()) / DAY));
      card = next;
    }
    for (let i = 1; i < intervals.length; i++) expect(intervals[i]).toBeGreaterThanOrEqual(intervals[i - 1]!);
    const lapse = reviewCard(card, 1, card.dueAt);
    expect(lapse.stability).toBeLessThan(card.stability);
    expect(lapse.state).toBe("relearning");
    expect(lapse.lapses).toBe(card.lapses + 1);
  });

  it("keeps difficulty within 1 and 10", () => {
    let card = reviewCard(null, 1, t0);
    for (let i = 0; i < 30; i++) card = reviewCard(card, 1, new Date(card.dueAt.getTime() + DAY));
    expect(card.difficulty).toBeLessThanOrEqual(10);
    let easy = reviewCard(null, 4, t0);
    for (let i = 0; i < 30; i++) easy = reviewCard(easy, 4, easy.dueAt);
    expect(easy.difficulty).toBeGreaterThanOrEqual(1);
  });

  it("rates answers: wrong Again, hinted or partial Hard, right Good, fast Easy", () => {
    expect(ratingFromAnswer({ isCorrect: false, score: 0, hintUsed: false })).toBe(1);
    expect(ratingFromAnswer({ isCorrect: true, score: 1, hintUsed: true })).toBe(2);
    expect(ratingFromAnswer({ isCorrect: true, score: 0.8, hintUsed: false })).toBe(2);
    expect(ratingFromAnswer({ isCorrect: true, score: 1, hintUsed: false, seconds: 20 })).toBe(3);
    expect(ratingFromAnswer({ isCorrect: true, score: 1, hintUsed: false, seconds: 5 })).toBe(4);
  });
});
