import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { call, createParent, createStudent, createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();

describe("POST /api/student-dashboard/students (adding a child)", () => {
  it("takes every field of the family form and shows the child at once", async () => {
    const parent = await createParent(t, []);
    const res = await call(t, "POST", "/api/student-dashboard/students", {
      token: parent.token,
      body: {
        firstName: "Mia",
        lastName: "Okafor",
        age: 9,
        grade: "4",
        subjects: ["Mathematics", "French"],
        learningGoals: "Times tables by summer",
        timezone: "Europe/London",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().student).toMatchObject({
      firstName: "Mia",
      age: 9,
      grade: "4",
      subjects: ["Mathematics", "French"],
      learningGoals: "Times tables by summer",
      timezone: "Europe/London",
      hasOwnLogin: false,
    });
    const family = await call(t, "GET", "/api/family", { token: parent.token });
    expect(
      family.json().children.map((c: { student: { firstName: string } }) => c.student.firstName),
    ).toEqual(["Mia"]);
  });

  it("refuses an age out of range, an unknown time zone and a student's call, changing nothing", async () => {
    const parent = await createParent(t, []);
    for (const [age, message] of [
      [2, "Age must be at least 3"],
      [19, "A child's age is at most 18"],
      [7.5, "Age must be a whole number"],
    ] as const) {
      const res = await call(t, "POST", "/api/student-dashboard/students", {
        token: parent.token,
        body: { firstName: "Mia", lastName: "Okafor", age },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.age).toEqual([message]);
    }
    const zone = await call(t, "POST", "/api/student-dashboard/students", {
      token: parent.token,
      body: { firstName: "Mia", lastName: "Okafor", age: 8, timezone: "Mars/Olympus" },
    });
    expect(zone.json().details.timezone).toEqual(["Unknown time zone"]);
    const student = await createStudent(t);
    const asStudent = await call(t, "POST", "/api/student-dashboard/students", {
      token: student.token,
      body: { firstName: "Mia", lastName: "Okafor", age: 8 },
    });
    expect(asStudent.statusCode).toBe(403);
    for (const role of ["tutor", "admin"] as const) {
      const { token } = await createUser(t, { role });
      const res = await call(t, "POST", "/api/student-dashboard/students", {
        token,
        body: { firstName: "Mia", lastName: "Okafor", age: 8 },
      });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await call(t, "POST", "/api/student-dashboard/students", { body: {} })).statusCode).toBe(401);
    expect((await call(t, "GET", "/api/family", { token: parent.token })).json().children).toEqual([]);
  });
});

describe("GET /api/family", () => {
  it("shows each child side by side: week, homework, lessons, level, streak, cash", async () => {
    const parent = await createParent(t, [9, 13]);
    const [mia, leo] = parent.childIds as [number, number];
    const db = t.database.db;
    await sql`INSERT INTO xp_ledger (student_id, amount, reason, idempotency_key, activity_date)
      VALUES (${mia}, 120, 'Practice', 'w1', current_date)`.execute(db);
    await sql`INSERT INTO assignments (student_id, assignment_type, title, due_date)
      VALUES (${mia}, 'homework', 'Late sheet', now() - interval '2 days'),
             (${mia}, 'homework', 'Next sheet', now() + interval '5 days'),
             (${leo}, 'homework', 'Done sheet', now() - interval '1 day')`.execute(db);
    await sql`UPDATE assignments SET status = 'completed' WHERE student_id = ${leo}`.execute(db);
    await sql`INSERT INTO lessons (student_id, title, lesson_type, starts_at, duration_minutes)
      VALUES (${leo}, 'Algebra', 'tutor', now() + interval '2 days', 60)`.execute(db);
    await sql`INSERT INTO cash_ledger (student_id, amount_cents, reason, idempotency_key)
      VALUES (${mia}, 250, 'Streak', 'c1')`.execute(db);

    const res = await call(t, "GET", "/api/family", { token: parent.token });
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json().children;
    expect(first).toMatchObject({
      student: { id: mia, firstName: "Child0" },
      level: 1,
      totalXP: 120,
      streak: { current: 1 },
      week: { xp: 120, activeDays: 1, questionsAnswered: 0 },
      homework: { due: 1, overdue: 1 },
      lessons: { upcoming: 0, next: null },
      cashBalance: 2.5,
      login: null,
      isGlobalBoardAllowed: false,
    });
    expect(second).toMatchObject({
      student: { id: leo },
      homework: { due: 0, overdue: 0 },
      lessons: { upcoming: 1, next: { title: "Algebra" } },
    });
  });

  it("is the parent's own: 401 without a token, 403 for a student, a tutor and an admin", async () => {
    expect((await call(t, "GET", "/api/family")).statusCode).toBe(401);
    for (const role of ["student", "tutor", "admin"] as const) {
      const { token } = await createUser(t, { role });
      expect((await call(t, "GET", "/api/family", { token })).statusCode, role).toBe(403);
    }
    const other = await createParent(t, [11]);
    const mine = await createParent(t, []);
    expect((await call(t, "GET", "/api/family", { token: mine.token })).json().children).toEqual([]);
    expect((await call(t, "GET", "/api/family", { token: other.token })).json().children).toHaveLength(1);
  });
});

describe("PATCH /api/family/children/:id/settings", () => {
  it("lets a parent allow a child on the global leaderboard, and take it back", async () => {
    const parent = await createParent(t, [10]);
    const url = `/api/family/children/${parent.childIds[0]}/settings`;
    const on = await call(t, "PATCH", url, { token: parent.token, body: { isGlobalBoardAllowed: true } });
    expect(on.json()).toEqual({ isGlobalBoardAllowed: true });
    const family = await call(t, "GET", "/api/family", { token: parent.token });
    expect(family.json().children[0].isGlobalBoardAllowed).toBe(true);
    const off = await call(t, "PATCH", url, { token: parent.token, body: { isGlobalBoardAllowed: false } });
    expect(off.json()).toEqual({ isGlobalBoardAllowed: false });
  });

  it("refuses bad input (400), another family (403), other roles (403) and no token (401)", async () => {
    const parent = await createParent(t, [10]);
    const other = await createParent(t, [10]);
    const url = `/api/family/children/${parent.childIds[0]}/settings`;
    const body = { isGlobalBoardAllowed: true };
    expect((await call(t, "PATCH", url, { body })).statusCode).toBe(401);
    expect(
      (await call(t, "PATCH", url, { token: parent.token, body: { isGlobalBoardAllowed: "yes" } }))
        .statusCode,
    ).toBe(400);
    expect((await call(t, "PATCH", url, { token: other.token, body })).statusCode).toBe(403);
    for (const role of ["student", "tutor", "admin"] as const) {
      const { token } = await createUser(t, { role });
      expect((await call(t, "PATCH", url, { token, body })).statusCode, role).toBe(403);
    }
    const family = await call(t, "GET", "/api/family", { token: parent.token });
    expect(family.json().children[0].isGlobalBoardAllowed).toBe(false);
  });
});
