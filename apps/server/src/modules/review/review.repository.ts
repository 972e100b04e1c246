import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** One review card. */
export function findCard(db: Db, studentId: number, materialId: number, questionId: string) {
  return db
    .selectFrom("review_cards")
    .selectAll()
    .where("student_id", "=", studentId)
    .where("material_id", "=", materialId)
    .where("question_id", "=", questionId)
    .executeTakeFirst();
}

/** Stores a card's new schedule. */
export async function upsertCard(
  db: Db,
  card: {
    student_id: number;
    material_id: number;
    question_id: string;
    stability: number;
    difficulty: number;
    reps: number;
    lapses: number;
    state: "learning" | "review" | "relearning";
    last_review_at: Date;
    due_at: Date;
  },
) {
  const { student_id, material_id, question_id, ...schedule } = card;
  await db
    .insertInto("review_cards")
    .values(card)
    .onConflict((oc) => oc.columns(["student_id", "material_id", "question_id"]).doUpdateSet(schedule))
    .execute();
}

/** Cards due by an instant, soonest first, with their material's practice. */
export function dueCards(db: Db, studentId: number, by: Date, limit: number) {
  return db
    .selectFrom("review_cards")
    .innerJoin("material_templates", "material_templates.id", "review_cards.material_id")
    .select([
      "review_cards.material_id",
      "review_cards.question_id",
      "review_cards.due_at",
      "review_cards.reps",
      "review_cards.lapses",
      "review_cards.state",
      "material_templates.title as material_title",
      "material_templates.subject",
      "material_templates.practice",
    ])
    .where("review_cards.student_id", "=", studentId)
    .where("review_cards.due_at", "<=", by)
    .orderBy("review_cards.due_at")
    .limit(limit)
    .execute();
}

/** The due and last-review times of a student's cards (the next step's "why"). */
export async function cardTimes(db: Db, studentId: number) {
  return db
    .selectFrom("review_cards")
    .select(["material_id", "due_at", "last_review_at"])
    .where("student_id", "=", studentId)
    .execute();
}

/** How many cards a student has, how many are due, and when the next one is. */
export async function reviewSummary(db: Db, studentId: number, now: Date) {
  const rows = await db
    .selectFrom("review_cards")
    .select(["due_at"])
    .where("student_id", "=", studentId)
    .execute();
  const due = rows.filter((r) => new Date(r.due_at).getTime() <= now.getTime()).length;
  const upcoming = rows
    .map((r) => new Date(r.due_at).getTime())
    .filter((t) => t > now.getTime())
    .sort((a, b) => a - b);
  return {
    total_cards: rows.length,
    due_now: due,
    next_due_at: upcoming[0] ? new Date(upcoming[0]).toISOString() : null,
  };
}
