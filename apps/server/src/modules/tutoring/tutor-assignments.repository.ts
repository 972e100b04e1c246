import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface AssignmentRecord {
  id: number;
  tutor_user_id: string;
  tutor_first_name: string;
  tutor_last_name: string;
  student_id: number;
  student_first_name: string;
  student_last_name: string;
  assigned_at: Date;
  unassigned_at: Date | null;
}

function selectAssignments(db: Db) {
  return db
    .selectFrom("tutor_student_assignments as a")
    .innerJoin("users as t", "t.id", "a.tutor_user_id")
    .innerJoin("student_profiles as s", "s.id", "a.student_id")
    .select([
      "a.id",
      "a.tutor_user_id",
      "t.first_name as tutor_first_name",
      "t.last_name as tutor_last_name",
      "a.student_id",
      "s.first_name as student_first_name",
      "s.last_name as student_last_name",
      "a.assigned_at",
      "a.unassigned_at",
    ]);
}

/** One assignment by id, current or ended. */
export function findAssignment(db: Db, id: number): Promise<AssignmentRecord | undefined> {
  return selectAssignments(db).where("a.id", "=", id).executeTakeFirst();
}

/** Current assignments, optionally of one tutor or one student, tutor then student name order. */
export function listCurrentAssignments(
  db: Db,
  filter: { tutorUserId?: string; studentId?: number; tutorUserIds?: string[] } = {},
): Promise<AssignmentRecord[]> {
  let query = selectAssignments(db).where("a.unassigned_at", "is", null);
  if (filter.tutorUserId) query = query.where("a.tutor_user_id", "=", filter.tutorUserId);
  if (filter.studentId) query = query.where("a.student_id", "=", filter.studentId);
  if (filter.tutorUserIds) {
    if (filter.tutorUserIds.length === 0) return Promise.resolve([]);
    query = query.where("a.tutor_user_id", "in", filter.tutorUserIds);
  }
  return query.orderBy("t.first_name").orderBy("s.first_name").orderBy("a.id").execute();
}

/** Starts an assignment; answers its id, or null when the pair is already assigned (unique index). */
export async function insertAssignment(
  db: Db,
  values: { tutorUserId: string; studentId: number; assignedBy: string },
): Promise<number | null> {
  const row = await db
    .insertInto("tutor_student_assignments")
    .values({
      tutor_user_id: values.tutorUserId,
      student_id: values.studentId,
      assigned_by: values.assignedBy,
    })
    .onConflict((oc) =>
      oc.columns(["tutor_user_id", "student_id"]).where("unassigned_at", "is", null).doNothing(),
    )
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Ends a current assignment; answers false when it had already ended. */
export async function endAssignment(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable("tutor_student_assignments")
    .set({ unassigned_at: new Date() })
    .where("id", "=", id)
    .where("unassigned_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A user's role and tutor status, to check that an assignment names an approved tutor. */
export function findUserRole(db: Db, userId: string) {
  return db
    .selectFrom("users")
    .select(["id", "role", "tutor_status"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** Whether a student profile exists. */
export async function studentExists(db: Db, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom("student_profiles")
    .select("id")
    .where("id", "=", studentId)
    .executeTakeFirst();
  return !!row;
}

/** Approved tutors with the subjects of their application, by first name. */
export function listApprovedTutors(db: Db) {
  return db
    .selectFrom("users as u")
    .leftJoin("tutor_applications as a", "a.user_id", "u.id")
    .select(["u.id", "u.first_name", "u.last_name", "u.email", "a.subjects"])
    .where("u.role", "=", "tutor")
    .where("u.tutor_status", "=", "approved")
    .orderBy("u.first_name")
    .orderBy("u.last_name")
    .execute();
}

/** Students matching a name (all when no search), for the admin's picker; at most `limit`. */
export function searchStudents(db: Db, search: string | undefined, limit: number) {
  let query = db.selectFrom("student_profiles").select(["id", "first_name", "last_name", "grade", "user_id"]);
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb("first_name", "ilike", pattern),
        eb("last_name", "ilike", pattern),
        eb(sql<string>`first_name || ' ' || last_name`, "ilike", pattern),
      ]),
    );
  }
  return query.orderBy("first_name").orderBy("last_name").orderBy("id").limit(limit).execute();
}
