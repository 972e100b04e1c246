import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** A lesson with its student's name (for the brief's header). */
export function findLessonForBrief(db: Db, lessonId: number) {
  return db
    .selectFrom("lessons as l")
    .innerJoin("student_profiles as s", "s.id", "l.student_id")
    .select([
      "l.id",
      "l.title",
      "l.lesson_type",
      "l.starts_at",
      "l.duration_minutes",
      "l.status",
      "l.join_url",
      "l.student_id",
      "l.tutor_user_id",
      "s.first_name",
      "s.last_name",
    ])
    .where("l.id", "=", lessonId)
    .executeTakeFirst();
}

/** The start of the student's lesson before this one (not cancelled), if any. */
export async function findPreviousLessonStart(
  db: Db,
  studentId: number,
  lessonId: number,
  before: Date,
): Promise<Date | null> {
  const row = await db
    .selectFrom("lessons")
    .select((eb) => eb.fn.max("starts_at").as("at"))
    .where("student_id", "=", studentId)
    .where("id", "<>", lessonId)
    .where("starts_at", "<", before)
    .where("status", "<>", "cancelled")
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

/** Per material the student answered since `since`: answers then and ever, with the material's name. */
export function listSkillAnswers(db: Db, studentId: number, since: Date) {
  return db
    .selectFrom("question_attempts as q")
    .innerJoin("material_templates as m", "m.id", "q.material_id")
    .select([
      "q.material_id",
      "m.title",
      "m.subject",
      sql<string>`count(*) FILTER (WHERE q.created_at >= ${since})`.as("attempts_since"),
      sql<string>`count(*) FILTER (WHERE q.created_at >= ${since} AND q.is_correct)`.as("correct_since"),
      sql<string>`count(*)`.as("attempts_all"),
      sql<string>`count(*) FILTER (WHERE q.is_correct)`.as("correct_all"),
      (eb) => eb.fn.max("q.created_at").as("last_at"),
    ])
    .where("q.student_id", "=", studentId)
    .groupBy(["q.material_id", "m.title", "m.subject"])
    .having(sql<boolean>`count(*) FILTER (WHERE q.created_at >= ${since}) > 0`)
    .execute();
}

/** Work that is open, or was handed in or graded since `since`, newest activity first. */
export function listHomeworkSince(db: Db, studentId: number, since: Date) {
  return db
    .selectFrom("assignments")
    .select([
      "id",
      "title",
      "assignment_type",
      "status",
      "score",
      "total_points",
      "grade",
      "due_date",
      "submitted_at",
      "completed_at",
    ])
    .where("student_id", "=", studentId)
    .where((eb) =>
      eb.or([
        eb("status", "in", ["assigned", "in_progress", "returned"]),
        eb("submitted_at", ">=", since),
        eb("completed_at", ">=", since),
      ]),
    )
    .orderBy(sql`coalesce(completed_at, submitted_at, created_at)`, "desc")
    .orderBy("id", "desc")
    .limit(20)
    .execute();
}

/** Which of these materials the student already has open work on. */
export async function listOpenTemplateIds(
  db: Db,
  studentId: number,
  templateIds: number[],
): Promise<Set<number>> {
  if (templateIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("assignments")
    .select("template_id")
    .where("student_id", "=", studentId)
    .where("template_id", "in", templateIds)
    .where("status", "in", ["assigned", "in_progress", "returned", "submitted"])
    .execute();
  return new Set(rows.map((r) => r.template_id).filter((id): id is number => id !== null));
}

/** A material's name, to title the practice set from a brief. */
export function findTemplate(db: Db, templateId: number) {
  return db
    .selectFrom("material_templates")
    .select(["id", "title", "subject"])
    .where("id", "=", templateId)
    .executeTakeFirst();
}
