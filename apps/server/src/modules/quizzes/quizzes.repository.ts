import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

export function findQuiz(db: Db, id: number) {
  return db.selectFrom("quizzes").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findQuizByContent(db: Db, contentId: number) {
  return db.selectFrom("quizzes").selectAll().where("content_id", "=", contentId).executeTakeFirst();
}

export function listQuizzes(db: Db) {
  return db.selectFrom("quizzes").selectAll().orderBy("subject").orderBy("title").execute();
}

export function insertQuiz(
  db: Db,
  values: {
    content_id: number | null;
    title: string;
    description: string | null;
    subject: string;
    questions: string;
    time_limit_seconds: number | null;
    show_instant_feedback: boolean;
  },
) {
  return db.insertInto("quizzes").values(values).returning("id").executeTakeFirstOrThrow();
}

function selectAttempts(db: Db) {
  return db
    .selectFrom("quiz_attempts as a")
    .innerJoin("quizzes as q", "q.id", "a.quiz_id")
    .selectAll("a")
    .select("q.title as quiz_title");
}

export type AttemptRecord = Awaited<ReturnType<ReturnType<typeof selectAttempts>["executeTakeFirstOrThrow"]>>;

export function findAttempt(db: Db, id: number) {
  return selectAttempts(db).where("a.id", "=", id).executeTakeFirst();
}

export function findAttemptByKey(db: Db, studentId: number, attemptKey: string) {
  return selectAttempts(db)
    .where("a.student_id", "=", studentId)
    .where("a.attempt_key", "=", attemptKey)
    .executeTakeFirst();
}

/** A student's completed attempts, newest first (spec 9). */
export function listCompletedAttempts(db: Db, studentId: number, limit: number, quizId?: number) {
  let query = selectAttempts(db).where("a.student_id", "=", studentId).where("a.status", "=", "completed");
  if (quizId !== undefined) query = query.where("a.quiz_id", "=", quizId);
  return query.orderBy(sql`a.completed_at desc nulls last`).orderBy("a.id", "desc").limit(limit).execute();
}

export async function hasCompletedAttempt(db: Db, studentId: number, quizId: number): Promise<boolean> {
  const row = await db
    .selectFrom("quiz_attempts")
    .select("id")
    .where("student_id", "=", studentId)
    .where("quiz_id", "=", quizId)
    .where("status", "=", "completed")
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Records an attempt once per key; answers undefined when the key was already used. */
export function insertAttempt(
  db: Db,
  values: {
    quiz_id: number;
    student_id: number;
    assignment_id: number | null;
    attempt_key: string;
    answers: string;
    correct_count: number;
    question_count: number;
    score: number;
    total_points: number;
    time_taken: number;
    completed_at: Date;
  },
) {
  return db
    .insertInto("quiz_attempts")
    .values({ ...values, status: "completed" })
    .onConflict((oc) => oc.columns(["student_id", "attempt_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
}

export function setXpAwarded(db: Db, id: number, amount: number) {
  return db.updateTable("quiz_attempts").set({ xp_awarded: amount }).where("id", "=", id).execute();
}

/** Every completed attempt of a quiz: who answered, and how. */
export function listQuizAnswers(db: Db, quizId: number) {
  return db
    .selectFrom("quiz_attempts")
    .select(["student_id", "answers"])
    .where("quiz_id", "=", quizId)
    .where("status", "=", "completed")
    .execute();
}
