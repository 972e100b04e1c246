import { beforeAll, describe, expect, it } from "vitest";
import { call, createStudent, createUser, useTestApp } from "../../test/helpers.ts";
import { startOfDayIn } from "./tutor-area.service.ts";

const t = useTestApp();
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  admin = await createUser(t, { role: "admin" });
});

const hours = (h: number) => new Date(Date.now() + h * 3_600_000);

async function assign(tutorId: string, studentId: number) {
  const res = await call(t, "POST", "/api/admin/tutor-assignments", {
    token: admin.token,
    body: { tutor_id: tutorId, student_id: studentId },
  });
  expect(res.statusCode).toBe(201);
  return res.json().assignment.id as number;
}

async function lesson(studentId: number, tutorId: string, startsAt: Date, title = "Algebra") {
  const row = await t.database.db
    .insertInto("lessons")
    .values({
      student_id: studentId,
      tutor_user_id: tutorId,
      title,
      lesson_type: "tutor",
      starts_at: startsAt,
      duration_minutes: 45,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function world() {
  const tutor = await createUser(t, { role: "tutor", first_name: "Tomás" });
  const stranger = await createUser(t, { role: "tutor" });
  const ada = await createStudent(t, { first_name: "Ada", last_name: "Byron" });
  const ben = await createStudent(t, { first_name: "Ben", last_name: "Okafor" });
  await assign(tutor.user.id, ada.studentId);
  const assignmentBen = await assign(tutor.user.id, ben.studentId);
  const soon = await lesson(ada.studentId, tutor.user.id, hours(0.5), "Quadratics");
  const later = await lesson(ben.studentId, tutor.user.id, hours(72), "Fractions");
  const past = await lesson(ada.studentId, tutor.user.id, hours(-72), "Linear equations");
  await t.database.db
    .insertInto("assignments")
    .values([
      {
        student_id: ada.studentId,
        assigned_by: tutor.user.id,
        assignment_type: "homework",
        title: "Worksheet 1",
        status: "submitted",
        submitted_at: new Date(),
      },
      {
        student_id: ben.studentId,
        assigned_by: tutor.user.id,
        assignment_type: "homework",
        title: "Overdue sheet",
        due_date: hours(-48),
      },
    ])
    .execute();
  return { tutor, stranger, ada, ben, assignmentBen, soon, later, past };
}

describe("the tutor area's calls", () => {
  it("answers 401 signed out, 403 to students, parents and applicants", async () => {
    const roles = [
      (await createUser(t, { role: "student" })).token,
      (await createUser(t, { role: "parent" })).token,
      (await createUser(t, { role: "tutor", tutor_status: "applicant" })).token,
    ];
    for (const url of ["/api/tutor/dashboard", "/api/tutor/students", "/api/tutor/students/1"]) {
      expect((await call(t, "GET", url)).statusCode, url).toBe(401);
      for (const token of roles) expect((await call(t, "GET", url, { token })).statusCode, url).toBe(403);
    }
    expect((await call(t, "PUT", "/api/tutor/lessons/1/note", { body: { note: "x" } })).statusCode).toBe(401);
    expect(
      (await call(t, "PUT", "/api/tutor/lessons/1/note", { token: roles[0], body: { note: "x" } }))
        .statusCode,
    ).toBe(403);
  });

  it("shows a tutor only their assigned students: dashboard, list and detail", async () => {
    const w = await world();
    const dash = await call(t, "GET", "/api/tutor/dashboard?tz=Europe/London", { token: w.tutor.token });
    expect(dash.statusCode).toBe(200);
    const body = dash.json();
    expect(body.student_count).toBe(2);
    expect([...body.today_lessons, ...body.upcoming_lessons].map((l: { id: number }) => l.id)).toEqual(
      expect.arrayContaining([w.soon, w.later]),
    );
    expect(body.upcoming_lessons.map((l: { id: number }) => l.id)).toContain(w.later);
    expect(body.submissions_to_grade).toEqual([
      expect.objectContaining({ title: "Worksheet 1", student_name: "Ada Byron" }),
    ]);
    const ben = body.students_needing_attention.find((s: { id: number }) => s.id === w.ben.studentId);
    expect(ben.attention).toEqual(["overdue_work", "inactive"]);

    const list = await call(t, "GET", "/api/tutor/students", { token: w.tutor.token });
    expect(list.json().students.map((s: { name: string }) => s.name)).toEqual(["Ada Byron", "Ben Okafor"]);
    expect(list.json().students[1]).toMatchObject({ open_assignments: 1, overdue_assignments: 1 });

    const detail = await call(t, "GET", `/api/tutor/students/${w.ada.studentId}`, { token: w.tutor.token });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().student).toMatchObject({ first_name: "Ada", last_name: "Byron" });
    expect(detail.json().lessons.map((l: { id: number }) => l.id)).toEqual([w.soon, w.past]);

    // A stranger tutor sees nothing of them.
    const other = await call(t, "GET", "/api/tutor/dashboard", { token: w.stranger.token });
    expect(other.json()).toMatchObject({
      today_lessons: [],
      upcoming_lessons: [],
      submissions_to_grade: [],
      student_count: 0,
    });
    expect(
      (await call(t, "GET", "/api/tutor/students", { token: w.stranger.token })).json().students,
    ).toEqual([]);
    expect(
      (await call(t, "GET", `/api/tutor/students/${w.ada.studentId}`, { token: w.stranger.token }))
        .statusCode,
    ).toBe(404);

    // Unassigned from Ben: he leaves the list, the dashboard and the detail, lessons and all.
    await call(t, "DELETE", `/api/admin/tutor-assignments/${w.assignmentBen}`, { token: admin.token });
    const after = (await call(t, "GET", "/api/tutor/dashboard", { token: w.tutor.token })).json();
    expect(after.student_count).toBe(1);
    expect(after.upcoming_lessons.map((l: { id: number }) => l.id)).not.toContain(w.later);
    expect(
      (await call(t, "GET", "/api/tutor/students", { token: w.tutor.token })).json().students,
    ).toHaveLength(1);
    expect(
      (await call(t, "GET", `/api/tutor/students/${w.ben.studentId}`, { token: w.tutor.token })).statusCode,
    ).toBe(404);
  });

  it("lets an admin view any student and every assigned student", async () => {
    const w = await world();
    expect(
      (await call(t, "GET", `/api/tutor/students/${w.ada.studentId}`, { token: admin.token })).statusCode,
    ).toBe(200);
    const list = (await call(t, "GET", "/api/tutor/students", { token: admin.token })).json();
    expect(list.students.map((s: { id: number }) => s.id)).toContain(w.ada.studentId);
    expect((await call(t, "GET", "/api/tutor/students/999999", { token: admin.token })).statusCode).toBe(404);
  });

  it("refuses a bad id or time zone with 400", async () => {
    const { token } = await createUser(t, { role: "tutor" });
    expect((await call(t, "GET", "/api/tutor/students/abc", { token })).statusCode).toBe(400);
    const tz = await call(t, "GET", "/api/tutor/dashboard?tz=Mars/Olympus", { token });
    expect(tz.statusCode).toBe(400);
    expect(tz.json().details.tz).toBeDefined();
  });
});

describe("private lesson notes", () => {
  it("are written by the lesson's assigned tutor, shown in the history, and refused to anyone else", async () => {
    const w = await world();
    const url = `/api/tutor/lessons/${w.past}/note`;
    const saved = await call(t, "PUT", url, {
      token: w.tutor.token,
      body: { note: "Struggled with signs." },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ lesson_id: w.past, note: "Struggled with signs." });
    const detail = (
      await call(t, "GET", `/api/tutor/students/${w.ada.studentId}`, { token: w.tutor.token })
    ).json();
    expect(detail.lessons.find((l: { id: number }) => l.id === w.past).note).toBe("Struggled with signs.");

    const stranger = await call(t, "PUT", url, { token: w.stranger.token, body: { note: "hijack" } });
    expect(stranger.statusCode).toBe(404);
    expect(
      (await call(t, "PUT", "/api/tutor/lessons/999999/note", { token: w.tutor.token, body: { note: "x" } }))
        .statusCode,
    ).toBe(404);
    for (const body of [{}, { note: "x".repeat(5001) }, { note: "bad\u0000" }]) {
      expect((await call(t, "PUT", url, { token: w.tutor.token, body })).statusCode).toBe(400);
    }
    // The family never sees the note: not in the student's own lessons.
    const own = await call(t, "GET", "/api/student-dashboard/lessons", { token: w.ada.token });
    expect(JSON.stringify(own.json())).not.toContain("Struggled");
    const cleared = await call(t, "PUT", url, { token: w.tutor.token, body: { note: "  " } });
    expect(cleared.json().note).toBeNull();
  });
});

describe("startOfDayIn", () => {
  it("finds midnight in the given zone", () => {
    const now = new Date("2026-03-10T02:30:00Z");
    expect(startOfDayIn(now, "UTC").toISOString()).toBe("2026-03-10T00:00:00.000Z");
    expect(startOfDayIn(now, "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });
});
