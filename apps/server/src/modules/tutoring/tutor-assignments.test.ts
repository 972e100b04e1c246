import { beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { call, createParent, createStudent, createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  admin = await createUser(t, { role: "admin" });
});

const profileOf = (studentId: number, token: string) =>
  call(t, "GET", `/api/student-dashboard/profile?student_id=${studentId}`, { token });
const workOf = (studentId: number, token: string) =>
  call(t, "GET", `/api/assignments/student/${studentId}`, { token });
const assign = (body: unknown, token = admin.token) =>
  call(t, "POST", "/api/admin/tutor-assignments", { token, body });
const countAssignments = async () =>
  Number(
    (
      await t.database.db
        .selectFrom("tutor_student_assignments")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("tutor–student assignments (admins only)", () => {
  it("answers 401 signed out and 403 to every other role, changing nothing", async () => {
    const tutor = await createUser(t, { role: "tutor" });
    const s = await createStudent(t);
    const body = { tutor_id: tutor.user.id, student_id: s.studentId };
    await expectAdminOnly(t, "POST", "/api/admin/tutor-assignments", body);
    await expectAdminOnly(t, "DELETE", "/api/admin/tutor-assignments/1");
    await expectAdminOnly(t, "GET", "/api/admin/tutor-assignments");
    await expectAdminOnly(t, "GET", "/api/admin/tutor-assignments/students");
    await expectAdminOnly(t, "GET", "/api/admin/tutors");
    expect(await countAssignments()).toBe(0);
  });

  it("refuses bad input with 400 and the field", async () => {
    const before = await countAssignments();
    for (const body of [
      {},
      { tutor_id: "nope", student_id: 1 },
      { tutor_id: admin.user.id, student_id: 0 },
    ]) {
      const res = await assign(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    const extra = await assign({ tutor_id: admin.user.id, student_id: 1, role: "x" });
    expect(extra.statusCode).toBe(400);
    expect(
      (await call(t, "DELETE", "/api/admin/tutor-assignments/abc", { token: admin.token })).statusCode,
    ).toBe(400);
    expect(await countAssignments()).toBe(before);
  });

  it("assigns only an approved tutor to an existing student", async () => {
    const s = await createStudent(t);
    const applicant = await createUser(t, { role: "tutor", tutor_status: "applicant" });
    const parent = await createUser(t, { role: "parent" });
    const tutor = await createUser(t, { role: "tutor" });
    const before = await countAssignments();
    const notTutor = await assign({ tutor_id: parent.user.id, student_id: s.studentId });
    expect(notTutor.statusCode).toBe(400);
    expect(notTutor.json().details.tutor_id).toBeDefined();
    expect((await assign({ tutor_id: applicant.user.id, student_id: s.studentId })).statusCode).toBe(400);
    const ghost = await assign({ tutor_id: "7d1c1a3e-1b1a-4a44-9c43-0d3b9f4b0a11", student_id: s.studentId });
    expect(ghost.statusCode).toBe(404);
    expect((await assign({ tutor_id: tutor.user.id, student_id: 2_000_000 })).statusCode).toBe(404);
    expect(await countAssignments()).toBe(before);
  });

  it("gives an assigned tutor read access, and takes it away on unassignment", async () => {
    const s = await createStudent(t, { first_name: "Ada", last_name: "Byron" });
    const tutor = await createUser(t, { role: "tutor", first_name: "Tomás", last_name: "Rivera" });
    expect((await profileOf(s.studentId, tutor.token)).statusCode).toBe(403);
    expect((await workOf(s.studentId, tutor.token)).statusCode).toBe(404);

    const res = await assign({ tutor_id: tutor.user.id, student_id: s.studentId });
    expect(res.statusCode).toBe(201);
    const { assignment } = res.json();
    expect(assignment).toMatchObject({
      tutor_id: tutor.user.id,
      tutor_name: "Tomás Rivera",
      student_id: s.studentId,
      student_name: "Ada Byron",
      unassigned_at: null,
    });
    expect((await profileOf(s.studentId, tutor.token)).statusCode).toBe(200);
    expect((await workOf(s.studentId, tutor.token)).statusCode).toBe(200);
    // Still read-only: a tutor never edits a student's profile.
    const edit = await call(t, "PUT", `/api/student-dashboard/profile?student_id=${s.studentId}`, {
      token: tutor.token,
      body: { bio: "x" },
    });
    expect(edit.statusCode).toBe(403);

    const again = await assign({ tutor_id: tutor.user.id, student_id: s.studentId });
    expect(again.statusCode).toBe(409);

    const listed = await call(t, "GET", `/api/admin/tutor-assignments?student_id=${s.studentId}`, {
      token: admin.token,
    });
    expect(listed.json().assignments.map((a: { id: number }) => a.id)).toEqual([assignment.id]);
    const tutors = await call(t, "GET", "/api/admin/tutors", { token: admin.token });
    const mine = tutors.json().tutors.find((x: { id: string }) => x.id === tutor.user.id);
    expect(mine.students.map((a: { student_id: number }) => a.student_id)).toEqual([s.studentId]);

    const ended = await call(t, "DELETE", `/api/admin/tutor-assignments/${assignment.id}`, {
      token: admin.token,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().assignment.unassigned_at).toBeTruthy();
    expect((await profileOf(s.studentId, tutor.token)).statusCode).toBe(403);
    expect((await workOf(s.studentId, tutor.token)).statusCode).toBe(404);
    const twice = await call(t, "DELETE", `/api/admin/tutor-assignments/${assignment.id}`, {
      token: admin.token,
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (await call(t, "DELETE", "/api/admin/tutor-assignments/999999", { token: admin.token })).statusCode,
    ).toBe(404);

    // Assigned again later: a new row, the history kept.
    expect((await assign({ tutor_id: tutor.user.id, student_id: s.studentId })).statusCode).toBe(201);
    expect((await profileOf(s.studentId, tutor.token)).statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom("tutor_student_assignments")
      .select("unassigned_at")
      .where("student_id", "=", s.studentId)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it("makes one assignment when two admins assign the same pair at once", async () => {
    const s = await createStudent(t);
    const tutor = await createUser(t, { role: "tutor" });
    const body = { tutor_id: tutor.user.id, student_id: s.studentId };
    const codes = (await Promise.all([assign(body), assign(body), assign(body)]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([201, 409, 409]);
  });

  it("no longer lets a shared lesson (even a cancelled one) stand for an assignment", async () => {
    const s = await createStudent(t);
    const tutor = await createUser(t, { role: "tutor" });
    await t.database.db
      .insertInto("lessons")
      .values({
        student_id: s.studentId,
        tutor_user_id: tutor.user.id,
        title: "Algebra",
        lesson_type: "tutor",
        starts_at: new Date(),
        duration_minutes: 30,
        status: "cancelled",
      })
      .execute();
    expect((await profileOf(s.studentId, tutor.token)).statusCode).toBe(403);
  });

  it("keeps an assigned tutor whose approval is not (or no longer) in place away", async () => {
    const s = await createStudent(t);
    const tutor = await createUser(t, { role: "tutor", tutor_status: "applicant" });
    await t.database.db
      .insertInto("tutor_student_assignments")
      .values({ tutor_user_id: tutor.user.id, student_id: s.studentId })
      .execute();
    expect((await profileOf(s.studentId, tutor.token)).statusCode).toBe(403);
  });

  it("covers a parent's child too, and one tutor's assignment gives another tutor nothing", async () => {
    const parent = await createParent(t, [9]);
    const child = parent.childIds[0]!;
    const tutor = await createUser(t, { role: "tutor" });
    const other = await createUser(t, { role: "tutor" });
    expect((await assign({ tutor_id: tutor.user.id, student_id: child })).statusCode).toBe(201);
    expect((await profileOf(child, tutor.token)).statusCode).toBe(200);
    expect((await profileOf(child, other.token)).statusCode).toBe(403);
  });

  it("lists students to pick by name, children without a login included", async () => {
    await createStudent(t, { first_name: "Zelda", last_name: "Quartz" });
    const res = await call(t, "GET", "/api/admin/tutor-assignments/students?search=quartz", {
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().students).toEqual([expect.objectContaining({ name: "Zelda Quartz", has_login: true })]);
    const odd = await call(t, "GET", "/api/admin/tutor-assignments/students?search=100%25_", {
      token: admin.token,
    });
    expect(odd.statusCode).toBe(200);
    expect(odd.json().students).toEqual([]);
  });
});
