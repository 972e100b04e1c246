import type {
  AdminTutors,
  CreateTutorAssignmentRequest,
  TutorAssignment,
  TutorAssignmentsQuery,
} from "@app/contract/tutoring";
import type { Deps } from "../../deps.ts";
import { badRequest, conflict, notFound, present } from "../../lib/app-error.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import * as repo from "./tutor-assignments.repository.ts";

export const NOT_A_TUTOR = "Only an approved tutor can be assigned to a student";
export const ALREADY_ASSIGNED = "This tutor is already assigned to this student";
export const ALREADY_UNASSIGNED = "This assignment has already ended";
const STUDENT_PICKER_LIMIT = 20;

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** An assignment as the API shows it (explicit fields). */
export function toTutorAssignment(row: repo.AssignmentRecord): TutorAssignment {
  return {
    id: row.id,
    tutor_id: row.tutor_user_id,
    tutor_name: fullName(row.tutor_first_name, row.tutor_last_name),
    student_id: row.student_id,
    student_name: fullName(row.student_first_name, row.student_last_name),
    assigned_at: row.assigned_at.toISOString(),
    unassigned_at: row.unassigned_at ? row.unassigned_at.toISOString() : null,
  };
}

/** The ids of the students a tutor is assigned to now. */
export async function listAssignedStudentIds(deps: Deps, tutorUserId: string): Promise<number[]> {
  return (await repo.listCurrentAssignments(deps.db, { tutorUserId })).map((row) => row.student_id);
}

/** Current assignments of a tutor (or all of them), as the API shows them. */
export async function listCurrentAssignmentsOf(
  deps: Deps,
  tutorUserId: string | undefined,
): Promise<TutorAssignment[]> {
  return (await repo.listCurrentAssignments(deps.db, { tutorUserId })).map(toTutorAssignment);
}

/** POST /api/admin/tutor-assignments: an admin assigns an approved tutor to a student. */
export async function assignTutor(
  deps: Deps,
  actor: Actor,
  input: CreateTutorAssignmentRequest,
): Promise<{ assignment: TutorAssignment }> {
  return deps.db.transaction().execute(async (tx) => {
    const tutor = await repo.findUserRole(tx, input.tutor_id);
    if (!tutor) throw notFound("Tutor not found");
    if (tutor.role !== "tutor" || tutor.tutor_status !== "approved")
      throw badRequest(NOT_A_TUTOR, { tutor_id: [NOT_A_TUTOR] });
    if (!(await repo.studentExists(tx, input.student_id))) throw notFound("Student not found");
    const id = await repo.insertAssignment(tx, {
      tutorUserId: input.tutor_id,
      studentId: input.student_id,
      assignedBy: actor.id,
    });
    if (id === null) throw conflict(ALREADY_ASSIGNED);
    const assignment = toTutorAssignment(
      present(await repo.findAssignment(tx, id), `tutor assignment ${id}`),
    );
    await recordAdminChange(tx, actor, {
      action: "tutor-assignment.create",
      entityType: "tutor-assignment",
      entityId: id,
      after: assignment,
    });
    return { assignment };
  });
}

/** DELETE /api/admin/tutor-assignments/{id}: ends an assignment (the row stays as history). */
export async function unassignTutor(
  deps: Deps,
  actor: Actor,
  id: number,
): Promise<{ assignment: TutorAssignment }> {
  return deps.db.transaction().execute(async (tx) => {
    const before = await repo.findAssignment(tx, id);
    if (!before) throw notFound("Assignment not found");
    if (!(await repo.endAssignment(tx, id))) throw conflict(ALREADY_UNASSIGNED);
    const assignment = toTutorAssignment(
      present(await repo.findAssignment(tx, id), `tutor assignment ${id}`),
    );
    await recordAdminChange(tx, actor, {
      action: "tutor-assignment.end",
      entityType: "tutor-assignment",
      entityId: id,
      before: toTutorAssignment(before),
      after: assignment,
    });
    return { assignment };
  });
}

/** GET /api/admin/tutor-assignments: current assignments, by tutor or student when asked. */
export async function listAssignments(deps: Deps, query: TutorAssignmentsQuery) {
  const rows = await repo.listCurrentAssignments(deps.db, {
    tutorUserId: query.tutor_id,
    studentId: query.student_id,
  });
  return { assignments: rows.map(toTutorAssignment) };
}

/** GET /api/admin/tutors: approved tutors, each with their current students. */
export async function listAdminTutors(deps: Deps): Promise<AdminTutors> {
  const tutors = await repo.listApprovedTutors(deps.db);
  const assignments = await repo.listCurrentAssignments(deps.db, { tutorUserIds: tutors.map((t) => t.id) });
  return {
    tutors: tutors.map((tutor) => ({
      id: tutor.id,
      name: fullName(tutor.first_name, tutor.last_name),
      email: tutor.email ?? null,
      subjects: tutor.subjects ?? [],
      students: assignments.filter((a) => a.tutor_user_id === tutor.id).map(toTutorAssignment),
    })),
  };
}

/** GET /api/admin/tutor-assignments/students: students an admin may pick, by name. */
export async function listAssignableStudents(deps: Deps, search: string | undefined) {
  const rows = await repo.searchStudents(deps.db, search || undefined, STUDENT_PICKER_LIMIT);
  return {
    students: rows.map((row) => ({
      id: row.id,
      name: fullName(row.first_name, row.last_name),
      grade: row.grade,
      has_login: row.user_id !== null,
    })),
  };
}
