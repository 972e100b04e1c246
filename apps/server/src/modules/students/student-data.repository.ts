import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

/**
 * Tables whose rows belong to one student through a `student_id` column; the export reads each
 * whole (every column as stored). student-data.ts says how each is covered, and a test holds that
 * list against the database's own schema.
 */
export const STUDENT_ID_TABLES = [
  "lessons",
  "credit_packages",
  "invoices",
  "content_favourites",
  "content_access",
  "assignments",
  "quiz_attempts",
  "xp_ledger",
  "cash_ledger",
  "persona_traits",
  "question_attempts",
  "material_progress",
  "review_cards",
  "answer_sets",
  "xp_question_days",
  "question_reveals",
  "parent_consent_emails",
  "tutor_student_assignments",
  "purchase_requests",
  "payments",
] as const satisfies readonly (keyof Database)[];

/** The student's rows of one table that has a student_id column. */
export function listRowsByStudent(
  db: Db,
  table: (typeof STUDENT_ID_TABLES)[number],
  studentId: number,
): Promise<Row[]> {
  return db.selectFrom(table).selectAll().where("student_id", "=", studentId).execute() as Promise<Row[]>;
}

/** The profile row itself. */
export function findProfileRow(db: Db, studentId: number): Promise<Row | undefined> {
  return db.selectFrom("student_profiles").selectAll().where("id", "=", studentId).executeTakeFirst();
}

/** The child's own login, without its password hash or token version. */
export function findLoginRow(db: Db, userId: string): Promise<Row | undefined> {
  return db
    .selectFrom("users")
    .select([
      "id",
      "username",
      "email",
      "first_name",
      "last_name",
      "role",
      "email_verified_at",
      "created_at",
      "updated_at",
      "managed_by_user_id",
      "disabled_at",
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** Rows reached through the student's credit packages. */
export function listCreditMovements(db: Db, studentId: number): Promise<Row[]> {
  return db
    .selectFrom("credit_movements")
    .selectAll("credit_movements")
    .innerJoin("credit_packages", "credit_packages.id", "credit_movements.package_id")
    .where("credit_packages.student_id", "=", studentId)
    .orderBy("credit_movements.id")
    .execute();
}

/** Files handed in with the student's assignments (the rows; the bytes are on disk). */
export function listAssignmentFiles(db: Db, studentId: number) {
  return db
    .selectFrom("assignment_files")
    .selectAll("assignment_files")
    .innerJoin("assignments", "assignments.id", "assignment_files.assignment_id")
    .where("assignments.student_id", "=", studentId)
    .orderBy("assignment_files.id")
    .execute();
}

/** Comments on the student's assignments. */
export function listAssignmentComments(db: Db, studentId: number): Promise<Row[]> {
  return db
    .selectFrom("assignment_comments")
    .selectAll("assignment_comments")
    .innerJoin("assignments", "assignments.id", "assignment_comments.assignment_id")
    .where("assignments.student_id", "=", studentId)
    .orderBy("assignment_comments.id")
    .execute();
}

/** A tutor's notes on the student's lessons. */
export function listLessonNotes(db: Db, studentId: number): Promise<Row[]> {
  return db
    .selectFrom("lesson_notes")
    .selectAll("lesson_notes")
    .innerJoin("lessons", "lessons.id", "lesson_notes.lesson_id")
    .where("lessons.student_id", "=", studentId)
    .orderBy("lesson_notes.id")
    .execute();
}

/**
 * The child's message threads (with tutors, and their login's with support) and everything in
 * them: the messages, their attachments and the read marks.
 */
export async function listMessageData(db: Db, studentId: number, loginUserId: string | null) {
  const threads: Row[] = await db
    .selectFrom("message_threads")
    .selectAll()
    .where((eb) =>
      loginUserId
        ? eb.or([eb("student_id", "=", studentId), eb("user_id", "=", loginUserId)])
        : eb("student_id", "=", studentId),
    )
    .orderBy("id")
    .execute();
  const ids = threads.map((t) => t.id as number);
  if (ids.length === 0)
    return { message_threads: threads, messages: [], message_attachments: [], message_reads: [] };
  const [messages, attachments, reads] = await Promise.all([
    db.selectFrom("messages").selectAll().where("thread_id", "in", ids).orderBy("id").execute(),
    db.selectFrom("message_attachments").selectAll().where("thread_id", "in", ids).orderBy("id").execute(),
    db.selectFrom("message_reads").selectAll().where("thread_id", "in", ids).orderBy("id").execute(),
  ]);
  return {
    message_threads: threads,
    messages: messages as Row[],
    message_attachments: attachments as Row[],
    message_reads: reads as Row[],
  };
}

/** What the child's own login sent us through the feedback widget. */
export function listFeedbackOf(db: Db, userId: string): Promise<Row[]> {
  return db.selectFrom("feedback").selectAll().where("user_id", "=", userId).orderBy("id").execute();
}

/** Scheduled lessons from an instant on: the ones a removal would take from a tutor's diary. */
export function listBookedLessons(db: Db, studentId: number, from: Date) {
  return db
    .selectFrom("lessons")
    .select(["id", "title", "starts_at"])
    .where("student_id", "=", studentId)
    .where("status", "=", "scheduled")
    .where("starts_at", ">=", from)
    .orderBy("starts_at")
    .execute();
}

/**
 * Deletes a student and everything attached, in one transaction: the profile, whose removal
 * cascades to every table that refers to it, then the child's own login (its tokens go with it)
 * and what it sent us that has no student_id (feedback). Invoices stay with the parent who paid
 * them, without the child (the schema sets their student_id to null).
 */
export async function deleteStudentEverywhere(
  db: Db,
  studentId: number,
  loginUserId: string | null,
): Promise<boolean> {
  const result = await db.deleteFrom("student_profiles").where("id", "=", studentId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  if (loginUserId) {
    await db.deleteFrom("feedback").where("user_id", "=", loginUserId).execute();
    await db.deleteFrom("users").where("id", "=", loginUserId).execute();
  }
  return true;
}
