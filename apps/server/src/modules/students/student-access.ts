import type { Kysely } from "kysely";
import type { Database, StudentRow } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { AppError, forbidden, notFound } from "../../lib/app-error.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { isAssignedTutor } from "../tutoring/tutor-assignments.service.ts";
import { findOwnStudent, findStudentById, listChildren } from "./students.repository.ts";

export const NO_STUDENT_MESSAGE = "No student ID available";
export const FOREIGN_STUDENT_MESSAGE = "You can only see your own students";

/**
 * The student a call is about, checked against the caller (decisions.md 1): a student only
 * themself; a parent only their children (the first when no id is given); an approved tutor only
 * the students an admin assigned to them now, and only to read; an admin anyone. Anything else is refused, never answered.
 */
export async function resolveStudent(
  db: Kysely<Database>,
  user: AuthUser,
  studentId: number | undefined,
  intent: "read" | "write" = "read",
): Promise<StudentRow> {
  if (user.role === "student") {
    const own = await findOwnStudent(db, user.id);
    if (!own) throw notFound("Your student profile was not found");
    if (studentId !== undefined && studentId !== own.id) throw forbidden(FOREIGN_STUDENT_MESSAGE);
    return own;
  }
  if (user.role === "parent") {
    if (studentId === undefined) {
      const [first] = await listChildren(db, user.id);
      if (!first) throw new AppError(400, NO_STUDENT_MESSAGE);
      return first;
    }
    const child = await findStudentById(db, studentId);
    if (!child || child.parent_user_id !== user.id) throw forbidden(FOREIGN_STUDENT_MESSAGE);
    return child;
  }
  if (studentId === undefined) throw new AppError(400, NO_STUDENT_MESSAGE);
  const student = await findStudentById(db, studentId);
  if (user.role === "admin") {
    if (!student) throw notFound("Student not found");
    return student;
  }
  const isAssigned =
    user.tutorStatus === "approved" &&
    student !== undefined &&
    (await isAssignedTutor(db, user.id, student.id));
  if (intent === "write" || !student || !isAssigned) {
    throw forbidden(FOREIGN_STUDENT_MESSAGE);
  }
  return student;
}

/**
 * The same check, with a student's own profile from memory (deps.caches.ownStudents, dropped on
 * any change to student_profiles): the hot reads of a student's own progress make no query for it.
 * The row is shared between requests and frozen.
 */
export async function resolveStudentFast(
  deps: Pick<Deps, "db" | "caches">,
  user: AuthUser,
  studentId: number | undefined,
  intent: "read" | "write" = "read",
): Promise<StudentRow> {
  if (user.role !== "student") return resolveStudent(deps.db, user, studentId, intent);
  const own = await deps.caches.ownStudents.get(`own:${user.id}`, async () => {
    const row = await findOwnStudent(deps.db, user.id);
    return row && Object.freeze(row);
  });
  if (!own) throw notFound("Your student profile was not found");
  if (studentId !== undefined && studentId !== own.id) throw forbidden(FOREIGN_STUDENT_MESSAGE);
  return own;
}

/** A parent's children, for other modules (which never read this module's repository). */
export function listChildrenOf(db: Kysely<Database>, parentUserId: string): Promise<StudentRow[]> {
  return listChildren(db, parentUserId);
}
