import type { LearnerQuestion } from "@app/contract/learning";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import { type Rating, reviewCard } from "@app/domain/fsrs";
import { dueLessons } from "@app/domain/learning-policy";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { presentLearnerQuestion } from "../catalogue/catalogue.service.ts";
import * as repo from "./review.repository.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Schedules the review card of a practised question after an answer (FSRS). */
export async function scheduleReview(
  db: Db,
  studentId: number,
  materialId: number,
  questionId: string,
  rating: Rating,
  now: Date,
) {
  const existing = await repo.findCard(db, studentId, materialId, questionId);
  const next = reviewCard(
    existing
      ? {
          stability: existing.stability,
          difficulty: existing.difficulty,
          reps: existing.reps,
          lapses: existing.lapses,
          state: existing.state,
          lastReviewAt: new Date(existing.last_review_at),
          dueAt: new Date(existing.due_at),
        }
      : null,
    rating,
    now,
  );
  await repo.upsertCard(db, {
    student_id: studentId,
    material_id: materialId,
    question_id: questionId,
    stability: next.stability,
    difficulty: next.difficulty,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    last_review_at: next.lastReviewAt,
    due_at: next.dueAt,
  });
  return next;
}

/** A due review item: the question (as the student sees it, without its answer) and where it comes from. */
export interface ReviewItem {
  material_id: number;
  material_title: string;
  subject: string;
  due_at: string;
  reps: number;
  lapses: number;
  question: LearnerQuestion;
}

/** The questions due for review now, soonest first. */
export async function getDueItems(
  db: Db,
  studentId: number,
  limit: number,
  now = new Date(),
): Promise<ReviewItem[]> {
  const rows = await repo.dueCards(db, studentId, now, limit);
  const items: ReviewItem[] = [];
  for (const r of rows) {
    const question = (Array.isArray(r.practice) ? (r.practice as PracticeQuestion[]) : []).find(
      (q) => q.id === r.question_id,
    );
    if (!question) continue;
    items.push({
      material_id: r.material_id,
      material_title: r.material_title,
      subject: r.subject,
      due_at: new Date(r.due_at).toISOString(),
      reps: r.reps,
      lapses: r.lapses,
      question: presentLearnerQuestion(question),
    });
  }
  return items;
}

/** How far ahead "review ahead" reaches. */
const AHEAD_MS = 365 * 86_400_000;

/** The review queue: due items (or, ahead, the soonest ones) and the summary. */
export async function getReviewQueue(
  db: Db,
  studentId: number,
  limit: number,
  ahead = false,
  now = new Date(),
) {
  const by = ahead ? new Date(now.getTime() + AHEAD_MS) : now;
  const [due, summary] = await Promise.all([
    getDueItems(db, studentId, limit, by),
    repo.reviewSummary(db, studentId, now),
  ]);
  return { due, is_ahead: ahead, ...summary };
}

/** How many review questions are due now. */
/**
 * The lessons due for review (issue 28: a lesson's schedule is its most recent answer's, by the
 * domain's `dueLessons`), and when the most overdue of them was last practised.
 */
export async function dueReviewFacts(
  db: Db,
  studentId: number,
  now = new Date(),
): Promise<{ dueLessons: number; lastPractisedAt: Date | null }> {
  const cards = (await repo.cardTimes(db, studentId)).map((r) => ({
    lessonId: r.material_id,
    lastReviewAt: new Date(r.last_review_at),
    dueAt: new Date(r.due_at),
  }));
  const due = dueLessons(cards, now);
  const first = due[0];
  const latest = first
    ? Math.max(...cards.filter((c) => c.lessonId === first.lessonId).map((c) => c.lastReviewAt.getTime()))
    : null;
  return { dueLessons: due.length, lastPractisedAt: latest === null ? null : new Date(latest) };
}

export async function countDueReviews(deps: Deps, studentId: number, now = new Date()): Promise<number> {
  return (await repo.reviewSummary(deps.db, studentId, now)).due_now;
}
