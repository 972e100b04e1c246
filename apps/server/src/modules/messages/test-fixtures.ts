import { sql } from "kysely";
import { createParent, createStudent, createUser, type TestApp } from "../../test/helpers.ts";

/** A student with their own login and a parent, an assigned tutor, and an admin. */
export async function buildFamily(t: TestApp) {
  const parent = await createParent(t, []);
  const student = await createStudent(t, { first_name: "Maya" });
  await t.database.db
    .updateTable("student_profiles")
    .set({ parent_user_id: parent.user.id })
    .where("id", "=", student.studentId)
    .execute();
  const tutor = await createUser(t, { role: "tutor", first_name: "Lena", last_name: "Ortiz" });
  await assign(t, tutor.user.id, student.studentId);
  const admin = await createUser(t, { role: "admin" });
  return { parent, student, tutor, admin, studentId: student.studentId };
}

export async function assign(t: TestApp, tutorUserId: string, studentId: number) {
  await sql`INSERT INTO tutor_student_assignments (tutor_user_id, student_id) VALUES (${tutorUserId}, ${studentId})`.execute(
    t.database.db,
  );
}

export async function unassign(t: TestApp, tutorUserId: string, studentId: number) {
  await sql`UPDATE tutor_student_assignments SET unassigned_at = now()
    WHERE tutor_user_id = ${tutorUserId} AND student_id = ${studentId} AND unassigned_at IS NULL`.execute(
    t.database.db,
  );
}

export async function countMessages(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
