import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Students with a current assignment (any tutor): what an admin viewing the tutor area sees. */
export async function listStudentIdsWithAnyTutor(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom("tutor_student_assignments")
    .select("student_id")
    .distinct()
    .where("unassigned_at", "is", null)
    .execute();
  return rows.map((row) => row.student_id);
}

/** Profiles of students, by first name. */
export function listProfiles(db: Db, studentIds: number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("student_profiles")
    .select([
      "id",
      "first_name",
      "last_name",
      "age",
      "grade",
      "timezone",
      "subjects",
      "learning_goals",
      "weekly_study_hours",
    ])
    .where("id", "in", studentIds)
    .orderBy("first_name")
    .orderBy("last_name")
    .orderBy("id")
    .execute();
}

/** When each student's current assignment to a tutor began (the earliest, for admins viewing all). */
export function listAssignedSince(db: Db, studentIds: number[], tutorUserId: string | null) {
  if (studentIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom("tutor_student_assignments")
    .select(["student_id", (eb) => eb.fn.min("assigned_at").as("assigned_at")])
    .where("student_id", "in", studentIds)
    .where("unassigned_at", "is", null);
  if (tutorUserId) query = query.where("tutor_user_id", "=", tutorUserId);
  return query.groupBy("student_id").execute();
}

/** Per student: last answer, answers and right answers since `since`. */
export function listAttemptStats(db: Db, studentIds: number[], since: Date) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("question_attempts")
    .select([
      "student_id",
      (eb) => eb.fn.max("created_at").as("last_at"),
      sql<string>`count(*) FILTER (WHERE created_at >= ${since})`.as("recent"),
      sql<string>`count(*) FILTER (WHERE created_at >= ${since} AND is_correct)`.as("recent_correct"),
    ])
    .where("student_id", "in", studentIds)
    .groupBy("student_id")
    .execute();
}

/** Per student: materials completed. */
export function listCompletedCounts(db: Db, studentIds: number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("material_progress")
    .select(["student_id", (eb) => eb.fn.countAll<string>().as("n")])
    .where("student_id", "in", studentIds)
    .where("is_completed", "=", true)
    .groupBy("student_id")
    .execute();
}

/** Per student: open work, and how much of it is past its due date. */
export function listOpenWorkCounts(db: Db, studentIds: number[], now: Date) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("assignments")
    .select([
      "student_id",
      (eb) => eb.fn.countAll<string>().as("open"),
      sql<string>`count(*) FILTER (WHERE due_date IS NOT NULL AND due_date < ${now})`.as("overdue"),
    ])
    .where("student_id", "in", studentIds)
    .where("status", "in", ["assigned", "in_progress", "returned"])
    .groupBy("student_id")
    .execute();
}

/** Work handed in and waiting for a grade, oldest first. */
export function listSubmissions(db: Db, studentIds: number[], limit: number) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("assignments as a")
    .innerJoin("student_profiles as s", "s.id", "a.student_id")
    .select(["a.id", "a.title", "a.student_id", "s.first_name", "s.last_name", "a.submitted_at"])
    .where("a.student_id", "in", studentIds)
    .where("a.status", "=", "submitted")
    .orderBy("a.submitted_at")
    .orderBy("a.id")
    .limit(limit)
    .execute();
}

export interface LessonFilter {
  studentIds: number[];
  /** Only this tutor's lessons; every tutor's when null (admins). */
  tutorUserId: string | null;
  from?: Date;
  to?: Date;
  onlyScheduled?: boolean;
  newestFirst?: boolean;
  limit: number;
}

/** Lessons of some students, with the student's name and the lesson's private note. */
export function listLessons(db: Db, filter: LessonFilter) {
  if (filter.studentIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom("lessons as l")
    .innerJoin("student_profiles as s", "s.id", "l.student_id")
    .leftJoin("lesson_notes as n", "n.lesson_id", "l.id")
    .select([
      "l.id",
      "l.title",
      "l.lesson_type",
      "l.starts_at",
      "l.duration_minutes",
      "l.status",
      "l.join_url",
      "l.student_id",
      "s.first_name",
      "s.last_name",
      "n.body as note",
      "n.updated_at as note_updated_at",
    ])
    .where("l.student_id", "in", filter.studentIds);
  if (filter.tutorUserId) query = query.where("l.tutor_user_id", "=", filter.tutorUserId);
  if (filter.from) query = query.where("l.starts_at", ">=", filter.from);
  if (filter.to) query = query.where("l.starts_at", "<", filter.to);
  if (filter.onlyScheduled) query = query.where("l.status", "=", "scheduled");
  const order = filter.newestFirst ? "desc" : "asc";
  return query.orderBy("l.starts_at", order).orderBy("l.id", order).limit(filter.limit).execute();
}

/** Per student: the next scheduled lesson's start. */
export function listNextLessons(db: Db, studentIds: number[], tutorUserId: string | null, now: Date) {
  if (studentIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom("lessons")
    .select(["student_id", (eb) => eb.fn.min("starts_at").as("next_at")])
    .where("student_id", "in", studentIds)
    .where("status", "=", "scheduled")
    .where("starts_at", ">=", now);
  if (tutorUserId) query = query.where("tutor_user_id", "=", tutorUserId);
  return query.groupBy("student_id").execute();
}

/** A student's answers and materials per subject (the subject of the material answered). */
export function listSubjectProgress(db: Db, studentId: number) {
  return db
    .selectFrom("material_templates as m")
    .leftJoin("question_attempts as q", (join) =>
      join.onRef("q.material_id", "=", "m.id").on("q.student_id", "=", studentId),
    )
    .leftJoin("material_progress as p", (join) =>
      join.onRef("p.material_id", "=", "m.id").on("p.student_id", "=", studentId),
    )
    .select([
      "m.subject",
      sql<string>`count(q.id)`.as("attempts"),
      sql<string>`count(q.id) FILTER (WHERE q.is_correct)`.as("correct"),
      sql<string>`count(DISTINCT p.material_id)`.as("started"),
      sql<string>`count(DISTINCT p.material_id) FILTER (WHERE p.is_completed)`.as("completed"),
      sql<Date | null>`greatest(max(q.created_at), max(p.updated_at))`.as("last_at"),
    ])
    .where((eb) => eb.or([eb("q.id", "is not", null), eb("p.material_id", "is not", null)]))
    .groupBy("m.subject")
    .orderBy("m.subject")
    .execute();
}

/** A lesson's tutor and student, to check who may write its note. */
export function findLesson(db: Db, lessonId: number) {
  return db
    .selectFrom("lessons")
    .select(["id", "tutor_user_id", "student_id"])
    .where("id", "=", lessonId)
    .executeTakeFirst();
}

/** Writes (or, when empty, removes) a lesson's private note. */
export async function saveLessonNote(db: Db, lessonId: number, authorUserId: string, body: string) {
  if (body === "") {
    await db.deleteFrom("lesson_notes").where("lesson_id", "=", lessonId).execute();
    return null;
  }
  return db
    .insertInto("lesson_notes")
    .values({ lesson_id: lessonId, author_user_id: authorUserId, body })
    .onConflict((oc) =>
      oc.column("lesson_id").doUpdateSet({ body, author_user_id: authorUserId, updated_at: new Date() }),
    )
    .returning(["body", "updated_at"])
    .executeTakeFirstOrThrow();
}
