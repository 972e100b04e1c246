import { beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { call, createLessons, createStudent, createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = (await createUser(t, { role: "admin", first_name: "Ada", last_name: "Admin" })).token;
});

const WEEK = 7 * 24 * 60 * 60_000;

describe("GET /api/admin/dashboard", () => {
  it("is for admins only", async () => {
    await expectAdminOnly(t, "GET", "/api/admin/dashboard");
  });

  it("counts this week's numbers and twelve weeks of history from real rows", async () => {
    const db = t.database.db;
    const before = (await call(t, "GET", "/api/admin/dashboard", { token: admin })).json();
    expect(before.active_students.weeks).toHaveLength(12);
    expect(before.active_students.weeks.at(-1).week).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const a = await createStudent(t);
    const b = await createStudent(t);
    const { materialIds } = await createLessons(t, 1);
    const attempt = (studentId: number, at: Date) => ({
      student_id: studentId,
      material_id: materialIds[0]!,
      question_id: "q1",
      answer: "2",
      is_correct: true,
      score: 1,
      evaluation_method: "numeric",
      evaluation_sub_method: "exact",
      correct_answer: "2",
      created_at: at,
    });
    await db
      .insertInto("question_attempts")
      .values([
        attempt(a.studentId, new Date()),
        attempt(a.studentId, new Date()),
        attempt(b.studentId, new Date(Date.now() - 3 * WEEK)),
      ])
      .execute();
    await db
      .insertInto("lessons")
      .values([
        {
          student_id: a.studentId,
          title: "Algebra",
          lesson_type: "tutor",
          starts_at: new Date(),
          duration_minutes: 45,
        },
        {
          student_id: a.studentId,
          title: "Gone",
          lesson_type: "tutor",
          starts_at: new Date(),
          duration_minutes: 45,
          status: "cancelled",
        },
      ])
      .execute();
    await db
      .insertInto("credit_packages")
      .values({
        student_id: a.studentId,
        credit_type: "tutor-session",
        total: 5,
        purchased_at: new Date(),
        expires_at: new Date(Date.now() + 52 * WEEK),
      })
      .execute();
    await db
      .insertInto("credit_packages")
      .values({
        student_id: a.studentId,
        credit_type: "ai-session",
        total: 20,
        purchased_at: new Date(),
        expires_at: new Date(Date.now() + 52 * WEEK),
      })
      .execute();
    const applicant = await createUser(t, { role: "tutor", tutor_status: "applicant" });
    // An applicant account alone is not an application: only a pending row of tutor_applications is.
    await createUser(t, { role: "tutor", tutor_status: "applicant" });
    await db
      .insertInto("tutor_applications")
      .values({
        user_id: applicant.user.id,
        subjects: JSON.stringify(["Mathematics"]),
        experience: "Five years",
        availability: "Evenings",
        statement: "I love teaching fractions and equations to curious teenagers every week.",
      })
      .execute();
    await db
      .insertInto("feedback")
      .values({ user_id: a.user.id, page: "/student", message: "Love it" })
      .execute();

    const res = await call(t, "GET", "/api/admin/dashboard", { token: admin });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.active_students.this_week).toBe(before.active_students.this_week + 1);
    expect(after.active_students.weeks.at(-4).value).toBe(before.active_students.weeks.at(-4).value + 1);
    expect(after.lessons.this_week).toBe(before.lessons.this_week + 1);
    // Issue 21: the two kinds are shown apart, never 25 "credits".
    expect(after.tutor_sessions_sold.this_week).toBe(before.tutor_sessions_sold.this_week + 5);
    expect(after.ai_sessions_sold.this_week).toBe(before.ai_sessions_sold.this_week + 20);
    expect(after).not.toHaveProperty("credits_sold");
    // Three students' accounts and the two applicant tutors signed up this week (admins are not counted).
    expect(after.sign_ups.this_week).toBe(before.sign_ups.this_week + 4);
    expect(after.open_tutor_applications).toBe(before.open_tutor_applications + 1);
    expect(after.unread_feedback).toBe(before.unread_feedback + 1);
  });
});

describe("GET /api/admin/users", () => {
  it("finds users by name, username or e-mail, for admins only", async () => {
    await expectAdminOnly(t, "GET", "/api/admin/users?search=x");
    await createUser(t, {
      role: "parent",
      first_name: "Priya",
      last_name: "Natarajan",
      email: "priya@example.test",
    });
    const byName = (await call(t, "GET", "/api/admin/users?search=priya%20nat", { token: admin })).json();
    expect(byName.users.map((u: { name: string }) => u.name)).toEqual(["Priya Natarajan"]);
    expect(byName.users[0]).toMatchObject({ email: "priya@example.test", role: "parent" });
    expect(
      (await call(t, "GET", "/api/admin/users?search=priya&role=student", { token: admin })).json().users,
    ).toEqual([]);
    expect((await call(t, "GET", "/api/admin/users?role=owner", { token: admin })).statusCode).toBe(400);
  });
});

describe("the admin's inbox: feedback and sign-ups", () => {
  it("marks feedback read or unread (admins only), recorded in the audit log", async () => {
    const s = await createStudent(t);
    const sent = await call(t, "POST", "/api/feedback", {
      token: s.token,
      body: { page: "/student", message: "=SUM(A1)" },
    });
    const id = sent.json().id as number;
    await expectAdminOnly(t, "PATCH", `/api/admin/feedback/${id}`, { is_read: true });
    await expectAdminOnly(t, "GET", "/api/admin/feedback/export.csv");

    expect(
      (await call(t, "PATCH", `/api/admin/feedback/${id}`, { token: admin, body: { is_read: true } }))
        .statusCode,
    ).toBe(204);
    const list = (await call(t, "GET", "/api/admin/feedback", { token: admin })).json();
    expect(list.feedback.find((f: { id: number }) => f.id === id).read_at).not.toBeNull();
    expect(
      (await call(t, "PATCH", "/api/admin/feedback/999999", { token: admin, body: { is_read: true } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, "PATCH", `/api/admin/feedback/${id}`, { token: admin, body: { is_read: "yes" } }))
        .statusCode,
    ).toBe(400);
    const log = await t.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "feedback")
      .execute();
    expect(log.map((e) => e.action)).toEqual(["feedback.read"]);

    const csv = await call(t, "GET", "/api/admin/feedback/export.csv", { token: admin });
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain("sent_at,from,role,page,message,read_at");
    expect(csv.body).toContain(`"'=SUM(A1)"`);
    // Issue 20.2: a formula on the message's second line is quoted and neutralised too.
    await call(t, "POST", "/api/feedback", {
      token: s.token,
      body: { page: "/student", message: "a\n=1+1" },
    });
    const again = await call(t, "GET", "/api/admin/feedback/export.csv", { token: admin });
    expect(again.body).toContain(`"'a\n'=1+1"`);
  });

  it("lists and exports the support, help and ai-tutor sign-ups (admins only)", async () => {
    await expectAdminOnly(t, "GET", "/api/admin/interest-signups");
    await expectAdminOnly(t, "GET", "/api/admin/interest-signups/export.csv");
    await call(t, "POST", "/api/interest-signups", {
      body: { email: "help.me@example.test", source: "help" },
    });
    const list = (await call(t, "GET", "/api/admin/interest-signups", { token: admin })).json();
    expect(list.signups[0]).toMatchObject({ email: "help.me@example.test", source: "help" });
    const csv = await call(t, "GET", "/api/admin/interest-signups/export.csv", { token: admin });
    expect(csv.body).toContain("help.me@example.test,help,");
  });
});
