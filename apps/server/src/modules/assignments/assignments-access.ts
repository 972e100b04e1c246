import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import { AppError, forbidden, notFound } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import type { Student } from "../student-access/student.ts";
import { resolveStudent } from "../student-access/student-access.ts";

export const ASSIGNMENT_NOT_FOUND = "Assignment not found";
export const TEACHERS_ONLY = "Only the student's tutor or an admin can set, grade or delete work";

/**
 * The one rule of who may set, grade and delete a student's work (issue 11): an admin for every
 * student; an approved tutor for the students an admin assigned to them (issue 12).
 */
export async function resolveStudentToTeach(
  db: Kysely<Database>,
  user: AuthUser,
  studentId: number,
): Promise<Student> {
  if (user.role === "admin") return resolveStudent(db, user, studentId, "read");
  if (user.role !== "tutor" || user.tutorStatus !== "approved") throw forbidden(TEACHERS_ONLY);
  return resolveStudent(db, user, studentId, "read");
}

/**
 * The student of an assignment the caller may see (their own, their child's, a taught student's,
 * any for admins). Anyone else is told it does not exist, so ids do not leak.
 */
export async function resolveAssignmentReader(
  db: Kysely<Database>,
  user: AuthUser,
  studentId: number,
): Promise<Student> {
  try {
    return await resolveStudent(db, user, studentId, "read");
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 403 || error.statusCode === 404))
      throw notFound(ASSIGNMENT_NOT_FOUND);
    throw error;
  }
}
