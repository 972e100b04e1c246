import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  "id",
  "title",
  "description",
  "subject",
  "time_limit_seconds",
  "show_instant_feedback",
  "questions",
  "content_id",
] as const;

export function listAllQuizzes(db: Db) {
  return db.selectFrom("quizzes").select(COLUMNS).orderBy("subject").orderBy("title").execute();
}

export function findQuizRow(db: Db, id: number) {
  return db.selectFrom("quizzes").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export interface QuizValues {
  title: string;
  description: string;
  subject: string;
  time_limit_seconds: number | null;
  show_instant_feedback: boolean;
  questions: unknown[];
}

/** A new quiz with its library entry (type quiz), so students find it and work can set it. */
export async function insertQuizWithLibraryItem(db: Db, values: QuizValues, createdBy: string) {
  const item = await db
    .insertInto("content_items")
    .values({
      title: values.title,
      description: values.description || null,
      content_type: "quiz",
      subject: values.subject,
      topics: "[]",
      material_id: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return db
    .insertInto("quizzes")
    .values({
      ...values,
      description: values.description || null,
      questions: JSON.stringify(values.questions),
      content_id: item.id,
      created_by: createdBy,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateQuizRow(db: Db, id: number, changes: Partial<QuizValues>) {
  const { questions, description, ...rest } = changes;
  const row = await db
    .updateTable("quizzes")
    .set({
      ...rest,
      ...(description !== undefined ? { description: description || null } : {}),
      ...(questions ? { questions: JSON.stringify(questions) } : {}),
    })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (row?.content_id && (changes.title || changes.subject || description !== undefined))
    await db
      .updateTable("content_items")
      .set({
        ...(changes.title ? { title: changes.title } : {}),
        ...(changes.subject ? { subject: changes.subject } : {}),
        ...(description !== undefined ? { description: description || null } : {}),
      })
      .where("id", "=", row.content_id)
      .execute();
  return row;
}
