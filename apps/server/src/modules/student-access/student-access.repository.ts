import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import { STUDENT_COLUMNS, type StudentColumns } from "./student.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** A profile by id. */
export function findStudentById(db: Db, id: number): Promise<StudentColumns | undefined> {
  return db.selectFrom("student_profiles").select(STUDENT_COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** The profile a student user owns. */
export function findOwnStudent(db: Db, userId: string): Promise<StudentColumns | undefined> {
  return db
    .selectFrom("student_profiles")
    .select(STUDENT_COLUMNS)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** A parent's children, oldest profile first. */
export function listChildren(db: Db, parentUserId: string): Promise<StudentColumns[]> {
  return db
    .selectFrom("student_profiles")
    .select(STUDENT_COLUMNS)
    .where("parent_user_id", "=", parentUserId)
    .orderBy("id")
    .execute();
}

/** Whether an admin's assignment of this tutor to this student holds now (never one that ended). */
export async function isAssignedNow(db: Db, tutorUserId: string, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom("tutor_student_assignments")
    .select("id")
    .where("tutor_user_id", "=", tutorUserId)
    .where("student_id", "=", studentId)
    .where("unassigned_at", "is", null)
    .executeTakeFirst();
  return !!row;
}
