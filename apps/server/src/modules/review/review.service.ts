import type { LearnerQuestion } from "@app/contract/learning";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import { type Rating, reviewCard } from "@app/domain/fsrs";
import type { Kysely, Transaction } from "kysely";
import type { Database, StudentRow } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { presentLearnerQuestion, questionsOf, requireTemplate } from "../catalogue/catalogue.service.ts";
import { getPath } from "../paths/paths.service.ts";
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

/** How many due review items a practice session mixes in. */
const REVIEW_MIX = 3;

/** One question of a practice session. */
export interface PracticeItem {
  material_id: number;
  material_title: string;
  question: LearnerQuestion;
  is_review: boolean;
}

/**
 * A practice session's questions, chosen by the server: a material's (or the first two of each of
 * a path's first six materials), with up to three due review items mixed in between them.
 */
export async function buildPractice(
  deps: Deps,
  student: StudentRow,
  source: "material" | "path",
  id: number,
  canSeeDrafts: boolean,
) {
  let title: string;
  const items: PracticeItem[] = [];
  if (source === "path") {
    const path = await getPath(deps, id, { compact: false, student, canSeeDrafts });
    title = path.title;
    const ids = path.steps.flatMap((s) =>
      "materials" in s && s.materials ? s.materials.map((m) => m.id) : [],
    );
    for (const materialId of ids.slice(0, 6)) {
      const t = await requireTemplate(deps, materialId);
      for (const q of questionsOf(t).slice(0, 2))
        items.push({
          material_id: t.id,
          material_title: t.title,
          question: presentLearnerQuestion(q),
          is_review: false,
        });
    }
  } else {
    const t = await requireTemplate(deps, id);
    title = t.title;
    for (const q of questionsOf(t))
      items.push({
        material_id: t.id,
        material_title: t.title,
        question: presentLearnerQuestion(q),
        is_review: false,
      });
  }
  const seen = new Set(items.map((i) => `${i.material_id}:${i.question.id}`));
  const due = (await getDueItems(deps.db, student.id, 20)).filter(
    (d) => !seen.has(`${d.material_id}:${d.question.id}`),
  );
  const review = due.slice(0, REVIEW_MIX).map((d) => ({
    material_id: d.material_id,
    material_title: d.material_title,
    question: d.question,
    is_review: true,
  }));
  // Review items go between new questions, not all at the end.
  const mixed = [...items];
  for (const [i, r] of review.entries()) mixed.splice(Math.min(mixed.length, 2 + i * 3), 0, r);
  return { source, id, title, items: mixed, review_count: review.length };
}
