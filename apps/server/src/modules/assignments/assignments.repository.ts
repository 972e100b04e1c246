import type { AssignmentStatus } from "@app/domain/homework";
import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from "kysely";
import type { AssignmentsTable, Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** An assignment with its student's name, its setter's name, its linked content and material state. */
function selectAssignments(db: Db) {
  return db
    .selectFrom("assignments as a")
    .innerJoin("student_profiles as s", "s.id", "a.student_id")
    .leftJoin("users as u", "u.id", "a.assigned_by")
    .leftJoin("material_templates as t", "t.id", "a.template_id")
    .leftJoin("content_items as c", "c.id", "a.content_id")
    .leftJoin("quizzes as q", "q.id", "a.quiz_id")
    .leftJoin("material_progress as mp", (join) =>
      join
        .onRef("mp.student_id", "=", "a.student_id")
        .on((eb) => eb("mp.material_id", "=", eb.fn.coalesce("a.template_id", "c.material_id"))),
    )
    .selectAll("a")
    .select([
      sql<string>`s.first_name || ' ' || s.last_name`.as("student_name"),
      sql<string | null>`u.first_name || ' ' || u.last_name`.as("assigned_by_name"),
      "t.title as template_title",
      "t.subject as template_subject",
      "t.tags as template_tags",
      "c.title as content_title",
      "c.description as content_description",
      "c.subject as content_subject",
      "c.difficulty as content_difficulty",
      "c.topics as content_topics",
      "q.title as quiz_title",
      sql<boolean>`coalesce(mp.is_completed, false)`.as("is_material_completed"),
    ]);
}

export type AssignmentRecord = Awaited<
  ReturnType<ReturnType<typeof selectAssignments>["executeTakeFirstOrThrow"]>
>;

/** A student's assignments, due soonest first (undated last). */
export function listForStudent(db: Db, studentId: number): Promise<AssignmentRecord[]> {
  return selectAssignments(db)
    .where("a.student_id", "=", studentId)
    .orderBy(sql`a.due_date asc nulls last`)
    .orderBy("a.id")
    .execute();
}

export function findById(db: Db, id: number): Promise<AssignmentRecord | undefined> {
  return selectAssignments(db).where("a.id", "=", id).executeTakeFirst();
}

/** The bare row, for access checks before anything else is read. */
export function findOwner(db: Db, id: number) {
  return db
    .selectFrom("assignments")
    .select(["id", "student_id", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export function insertAssignment(db: Db, values: Insertable<AssignmentsTable>) {
  return db.insertInto("assignments").values(values).returning("id").executeTakeFirstOrThrow();
}

/**
 * Changes an assignment only while its status is one of `fromStatuses`, so two racing requests
 * cannot both complete it; answers whether it changed.
 */
export async function updateIfStatus(
  db: Db,
  id: number,
  fromStatuses: readonly AssignmentStatus[],
  changes: Updateable<AssignmentsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("assignments")
    .set({ ...changes, updated_at: new Date() })
    .where("id", "=", id)
    .where("status", "in", [...fromStatuses])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function deleteAssignment(db: Db, id: number) {
  return db.deleteFrom("assignments").where("id", "=", id).executeTakeFirst();
}

/** A quiz's link fields, for setting it as an assignment (the quizzes module sets quizzes as work). */
export function findQuizLink(db: Db, id: number) {
  return db
    .selectFrom("quizzes")
    .select(["id", "title", "subject", "content_id"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** A material for a material assignment: its title and subject. */
export function findTemplate(db: Db, id: number) {
  return db
    .selectFrom("material_templates")
    .select(["id", "title", "subject"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The library item of a material or quiz, so the homework list links to it. */
export async function findContentId(db: Db, link: { materialId?: number; quizContentId?: number | null }) {
  if (link.quizContentId) return link.quizContentId;
  if (!link.materialId) return null;
  const row = await db
    .selectFrom("content_items")
    .select("id")
    .where("material_id", "=", link.materialId)
    .orderBy("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

export function listFiles(db: Db, assignmentIds: readonly number[]) {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("assignment_files")
    .selectAll()
    .where("assignment_id", "in", assignmentIds)
    .orderBy("id")
    .execute();
}

export function findFile(db: Db, assignmentId: number, attachmentId: number) {
  return db
    .selectFrom("assignment_files")
    .selectAll()
    .where("assignment_id", "=", assignmentId)
    .where("id", "=", attachmentId)
    .executeTakeFirst();
}

export async function countFiles(db: Db, assignmentId: number): Promise<number> {
  const row = await db
    .selectFrom("assignment_files")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("assignment_id", "=", assignmentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertFile(
  db: Db,
  values: {
    assignment_id: number;
    file_id: string;
    original_name: string;
    content_type: string;
    size_bytes: number;
    uploaded_by: string;
  },
) {
  return db.insertInto("assignment_files").values(values).returningAll().executeTakeFirstOrThrow();
}

export function listComments(db: Db, assignmentIds: readonly number[]) {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("assignment_comments as c")
    .leftJoin("users as u", "u.id", "c.author_user_id")
    .select([
      "c.id",
      "c.assignment_id",
      "c.author_role",
      "c.body",
      "c.created_at",
      sql<string | null>`u.first_name || ' ' || u.last_name`.as("author_name"),
    ])
    .where("c.assignment_id", "in", assignmentIds)
    .orderBy("c.id")
    .execute();
}

export function insertComment(
  db: Db,
  values: { assignment_id: number; author_user_id: string; author_role: string; body: string },
) {
  return db.insertInto("assignment_comments").values(values).returning("id").executeTakeFirstOrThrow();
}

/** Who an assignment concerns, for telling them of a step (decision 042): the student, their parent, who set it. */
export function findPeopleOf(db: Db, id: number) {
  return db
    .selectFrom("assignments")
    .innerJoin("student_profiles as s", "s.id", "assignments.student_id")
    .select([
      "assignments.id",
      "assignments.title",
      "assignments.student_id",
      "assignments.assigned_by",
      "assignments.score",
      "assignments.total_points",
      "assignments.grade",
      "s.first_name as student_first_name",
      "s.user_id as student_user_id",
      "s.parent_user_id",
    ])
    .where("assignments.id", "=", id)
    .executeTakeFirst();
}
