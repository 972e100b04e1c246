import { describe, expect, it } from "vitest";
import {
  call,
  createContent,
  createParent,
  createStudent,
  createUser,
  useTestApp,
} from "../../test/helpers.ts";

const t = useTestApp();

const DAY = 86_400_000;

async function addLesson(
  studentId: number,
  tutorId: string | null,
  startsInDays: number,
  status: "scheduled" | "cancelled" = "scheduled",
) {
  await t.database.db
    .insertInto("lessons")
    .values({
      student_id: studentId,
      tutor_user_id: tutorId,
      title: `Lesson in ${startsInDays} days`,
      lesson_type: "tutor",
      starts_at: new Date(Date.now() + startsInDays * DAY),
      duration_minutes: 45,
      status,
      join_url: null,
    })
    .execute();
}

describe("lessons", () => {
  it("lists every lesson, and upcoming scheduled ones soonest first with the tutor's name", async () => {
    const s = await createStudent(t);
    const { user: tutor } = await createUser(t, { role: "tutor", first_name: "Tomás", last_name: "Rivera" });
    await addLesson(s.studentId, tutor.id, 5);
    await addLesson(s.studentId, tutor.id, 2);
    await addLesson(s.studentId, tutor.id, -3);
    await addLesson(s.studentId, tutor.id, 4, "cancelled");
    const all = await call(t, "GET", "/api/student-dashboard/lessons", { token: s.token });
    expect(all.json().lessons).toHaveLength(4);
    const upcoming = await call(t, "GET", "/api/student-dashboard/upcoming-lessons", { token: s.token });
    const list = upcoming.json().upcoming_lessons;
    expect(list.map((l: { title: string }) => l.title)).toEqual(["Lesson in 2 days", "Lesson in 5 days"]);
    expect(list[0]).toMatchObject({
      type: "tutor",
      duration: 45,
      tutor: "Tomás Rivera",
      status: "scheduled",
    });
  });

  it("refuses another family's child", async () => {
    const p = await createParent(t);
    const other = await createParent(t);
    for (const path of [
      "lessons",
      "upcoming-lessons",
      "balance",
      "invoices",
      "homework",
      "progress",
      "library",
    ]) {
      const res = await call(t, "GET", `/api/student-dashboard/${path}?student_id=${other.childIds[0]}`, {
        token: p.token,
      });
      expect(res.statusCode, path).toBe(403);
      expect((await call(t, "GET", `/api/student-dashboard/${path}`)).statusCode, path).toBe(401);
    }
  });
});

describe("balance", () => {
  it("derives remaining credits from the movements and gives a parent each child's balance", async () => {
    const p = await createParent(t, [10, 15]);
    const [a, b] = p.childIds as [number, number];
    const pkg = await t.database.db
      .insertInto("credit_packages")
      .values({
        student_id: a,
        credit_type: "tutor-session",
        total: 5,
        expires_at: new Date(Date.now() + 300 * DAY),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto("credit_movements")
      .values([
        { package_id: pkg.id, delta: -1, reason: "Booked a lesson", lesson_id: null },
        { package_id: pkg.id, delta: -1, reason: "Booked a lesson", lesson_id: null },
      ])
      .execute();
    await t.database.db
      .insertInto("credit_packages")
      .values([
        { student_id: a, credit_type: "ai-session", total: 10, expires_at: new Date(Date.now() - DAY) },
        { student_id: b, credit_type: "ai-session", total: 10, expires_at: new Date(Date.now() + 100 * DAY) },
      ])
      .execute();
    await t.database.db
      .updateTable("student_profiles")
      .set({ plan: "tutor-lite" })
      .where("id", "=", b)
      .execute();
    const res = await call(t, "GET", `/api/student-dashboard/balance?student_id=${a}`, { token: p.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The two kinds stay apart (issue 12); a's expired AI package counts for nothing, but the
    // ai-only plan's 10 AI sessions of this month do (decisions.md 3).
    expect(body.totalBalance).toEqual({ "ai-session": 10, "tutor-session": 3 });
    expect(body.credits).toHaveLength(3);
    expect(body.credits.find((c: { type: string; isExpired: boolean }) => c.isExpired)).toMatchObject({
      type: "ai-session",
      remaining: 10,
    });
    expect(body.students.map((s: { balance: unknown }) => s.balance)).toEqual([
      { "ai-session": 10, "tutor-session": 3 },
      { "ai-session": 10, "tutor-session": 0 },
    ]);
    // Reading again grants nothing more: one monthly grant per student and month.
    const again = await call(t, "GET", `/api/student-dashboard/balance?student_id=${a}`, { token: p.token });
    expect(again.json().totalBalance).toEqual(body.totalBalance);
  });
});

describe("invoices", () => {
  it("shows a parent the invoices they paid, and nobody else", async () => {
    const p = await createParent(t);
    const other = await createParent(t);
    await t.database.db
      .insertInto("invoices")
      .values({
        number: `INV-${p.user.id.slice(0, 8)}`,
        payer_user_id: p.user.id,
        student_id: p.childIds[0]!,
        description: "5 tutor sessions",
        amount_cents: 12500,
        status: "paid",
        paid_at: new Date(),
      })
      .execute();
    const mine = await call(t, "GET", "/api/student-dashboard/invoices", { token: p.token });
    expect(mine.json().invoices).toHaveLength(1);
    expect(mine.json().invoices[0]).toMatchObject({ amount_cents: 12500, status: "paid", currency: "USD" });
    const theirs = await call(t, "GET", "/api/student-dashboard/invoices", { token: other.token });
    expect(theirs.json().invoices).toHaveLength(0);
  });
});

describe("homework", () => {
  it("lists assignments as homework items with no-cache headers", async () => {
    const s = await createStudent(t);
    const contentId = await createContent(t, { title: "Linear equations", subject: "Mathematics" });
    await t.database.db
      .insertInto("assignments")
      .values([
        {
          student_id: s.studentId,
          assignment_type: "homework",
          title: "Worksheet 1",
          subject: null,
          content_id: null,
          due_date: new Date(Date.now() + DAY),
        },
        {
          student_id: s.studentId,
          assignment_type: "material",
          title: "Read: linear equations",
          content_id: contentId,
          due_date: null,
          status: "completed",
        },
      ])
      .execute();
    const res = await call(t, "GET", `/api/student-dashboard/homework?_t=${Date.now()}`, { token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    const [first, second] = res.json().homework;
    expect(first).toMatchObject({
      title: "Worksheet 1",
      subject: "General",
      completed: false,
      template: null,
    });
    expect(second).toMatchObject({
      dueDate: "No due date",
      completed: true,
      subject: "Mathematics",
      template: { id: contentId, title: "Linear equations" },
    });
  });
});

describe("library and favourites", () => {
  it("searches, filters by type, marks favourites and recently opened items", async () => {
    const s = await createStudent(t);
    const algebra = await createContent(t, { title: "Quadratic equations zz1", topics: ["algebra"] });
    const quiz = await createContent(t, { title: "Quadratic quiz zz1", content_type: "quiz" });
    await createContent(t, { title: "French verbs zz1", subject: "French" });
    const search = await call(t, "GET", "/api/student-dashboard/library?search=quadratic%20", {
      token: s.token,
    });
    expect(
      search
        .json()
        .content.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([algebra, quiz].sort());
    const quizzes = await call(t, "GET", "/api/student-dashboard/library?search=zz1&type=quiz", {
      token: s.token,
    });
    expect(quizzes.json().content.map((c: { id: number }) => c.id)).toEqual([quiz]);
    const fav = await call(t, "POST", `/api/student-dashboard/library/${algebra}/favourite`, {
      token: s.token,
    });
    expect(fav.json()).toEqual({ content_id: algebra, bookmarked: true });
    const favs = await call(t, "GET", "/api/student-dashboard/library?favourites_only=true", {
      token: s.token,
    });
    expect(favs.json().content).toHaveLength(1);
    expect(favs.json().content[0]).toMatchObject({ id: algebra, bookmarked: true });
    const unfav = await call(t, "POST", `/api/student-dashboard/library/${algebra}/favourite`, {
      token: s.token,
    });
    expect(unfav.json().bookmarked).toBe(false);
    await call(t, "POST", `/api/student-dashboard/library/${quiz}/opened`, { token: s.token });
    const recent = await call(t, "GET", "/api/student-dashboard/library?recent_only=true&limit=5", {
      token: s.token,
    });
    expect(recent.json().content.map((c: { id: number }) => c.id)).toEqual([quiz]);
    expect(recent.json().content[0].lastAccessed).toBeTruthy();
  });

  it("treats % and _ in a search as plain text, and refuses bad filters", async () => {
    const s = await createStudent(t);
    const res = await call(t, "GET", "/api/student-dashboard/library?search=%25", { token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toEqual([]);
    for (const q of ["type=podcast", "limit=0", "limit=1000", "recent_only=yes", "foo=1"]) {
      expect(
        (await call(t, "GET", `/api/student-dashboard/library?${q}`, { token: s.token })).statusCode,
        q,
      ).toBe(400);
    }
  });

  it("answers 404 for unknown content and 403 for another family's favourites", async () => {
    const s = await createStudent(t);
    expect(
      (await call(t, "POST", "/api/student-dashboard/library/999999/favourite", { token: s.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, "POST", "/api/student-dashboard/library/abc/favourite", { token: s.token })).statusCode,
    ).toBe(400);
    const p = await createParent(t);
    const id = await createContent(t);
    const res = await call(
      t,
      "POST",
      `/api/student-dashboard/library/${id}/favourite?student_id=${p.childIds[0]}`,
      { token: s.token },
    );
    expect(res.statusCode).toBe(403);
    const count = await t.database.db
      .selectFrom("content_favourites")
      .selectAll()
      .where("content_id", "=", id)
      .execute();
    expect(count).toHaveLength(0);
  });
});
