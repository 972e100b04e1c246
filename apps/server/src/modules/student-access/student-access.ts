import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { AppError, forbidden, notFound } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { type Student, studentRowToStudent } from "./student.ts";
import * as repo from "./student-access.repository.ts";

export const NO_STUDENT_MESSAGE = "No student ID available";
export const FOREIGN_STUDENT_MESSAGE = "You can only see your own students";

/**
 * Which student a call may touch (issue 22, decision 044): a module of its own, below every module
 * that serves a student, so none of them depends on another to ask.
 *
 * The student a call is about, checked against the caller (decisions.md 1): a student only
 * themself; a parent only their children (the first when no id is given); an approved tutor only
 * the students an admin assigned to them now, and only to read; an admin anyone. Anything else is refused, never answered.
 */
export async function resolveStudent(
  db: Kysely<Database>,
  user: AuthUser,
  studentId: number | undefined,
  intent: "read" | "write" = "read",
): Promise<Student> {
  if (user.role === "student") {
    const own = await repo.findOwnStudent(db, user.id);
    if (!own) throw notFound("Your student profile was not found");
    if (studentId !== undefined && studentId !== own.id) throw forbidden(FOREIGN_STUDENT_MESSAGE);
    return studentRowToStudent(own);
  }
  if (user.role === "parent") {
    if (studentId === undefined) {
      const [first] = await repo.listChildren(db, user.id);
      if (!first) throw new AppError(400, NO_STUDENT_MESSAGE);
      return studentRowToStudent(first);
    }
    const child = await repo.findStudentById(db, studentId);
    if (!child || child.parent_user_id !== user.id) throw forbidden(FOREIGN_STUDENT_MESSAGE);
    return studentRowToStudent(child);
  }
  if (studentId === undefined) throw new AppError(400, NO_STUDENT_MESSAGE);
  const student = await repo.findStudentById(db, studentId);
  if (user.role === "admin") {
    if (!student) throw notFound("Student not found");
    return studentRowToStudent(student);
  }
  // A tutor (decisions.md 1): only an admin's current assignment, never a lesson row, never one that ended.
  const isAssigned =
    user.tutorStatus === "approved" &&
    student !== undefined &&
    (await repo.isAssignedNow(db, user.id, student.id));
  if (intent === "write" || !student || !isAssigned) {
    throw forbidden(FOREIGN_STUDENT_MESSAGE);
  }
  return studentRowToStudent(student);
}

/**
 * The same check, with a student's own profile from memory (deps.caches.ownStudents, dropped on
 * any change to student_profiles): the hot reads of a student's own progress make no query for it.
 * The student is shared between requests and frozen.
 */
export async function resolveStudentFast(
  deps: Pick<Deps, "db" | "caches">,
  user: AuthUser,
  studentId: number | undefined,
  intent: "read" | "write" = "read",
): Promise<Student> {
  if (user.role !== "student") return resolveStudent(deps.db, user, studentId, intent);
  const own = await deps.caches.ownStudents.get(`own:${user.id}`, async () => {
    const row = await repo.findOwnStudent(deps.db, user.id);
    return row && Object.freeze(studentRowToStudent(row));
  });
  if (!own) throw notFound("Your student profile was not found");
  if (studentId !== undefined && studentId !== own.id) throw forbidden(FOREIGN_STUDENT_MESSAGE);
  return own;
}

/** A parent's children, for other modules (which never read this module's repository). */
export async function listChildrenOf(db: Kysely<Database>, parentUserId: string): Promise<Student[]> {
  return (await repo.listChildren(db, parentUserId)).map(studentRowToStudent);
}
