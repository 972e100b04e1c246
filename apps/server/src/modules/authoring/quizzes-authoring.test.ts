import { beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { call, createStudent, createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = (await createUser(t, { role: "admin" })).token;
});

const quiz = (overrides: Record<string, unknown> = {}) => ({
  title: "Fractions check",
  subject: "Mathematics",
  questions: [
    {
      id: "q1",
      type: "numeric",
      question: "$\\frac{1}{2} + \\frac{1}{4}$?",
      correctAnswer: "\\frac{3}{4}",
      hint: "",
      points: 2,
    },
    {
      id: "q2",
      type: "true_false",
      question: "$\\frac{2}{4} = \\frac{1}{2}$",
      correctAnswer: "true",
      hint: "",
    },
  ],
  ...overrides,
});

describe("quiz authoring (admins only)", () => {
  it("refuses everyone but admins", async () => {
    await expectAdminOnly(t, "GET", "/api/admin/content/quizzes");
    await expectAdminOnly(t, "POST", "/api/admin/content/quizzes", quiz());
    await expectAdminOnly(t, "PATCH", "/api/admin/content/quizzes/1", { title: "x" });
  });

  it("writes a quiz that students find in the library and take, and edits it, audited", async () => {
    const res = await call(t, "POST", "/api/admin/content/quizzes", { token: admin, body: quiz() });
    expect(res.statusCode, res.body).toBe(201);
    const { id, content_id } = res.json();
    const s = await createStudent(t);
    const byContent = await call(t, "GET", `/api/quizzes/by-content/${content_id}`, { token: s.token });
    expect(byContent.statusCode).toBe(200);
    expect(byContent.json().quiz).toMatchObject({
      title: "Fractions check",
      question_count: 2,
      total_points: 3,
    });
    const item = await t.database.db
      .selectFrom("content_items")
      .selectAll()
      .where("id", "=", content_id)
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({ content_type: "quiz", title: "Fractions check" });

    const edited = await call(t, "PATCH", `/api/admin/content/quizzes/${id}`, {
      token: admin,
      body: { title: "Fractions quick check" },
    });
    expect(edited.json().title).toBe("Fractions quick check");
    const renamed = await t.database.db
      .selectFrom("content_items")
      .select("title")
      .where("id", "=", content_id)
      .executeTakeFirstOrThrow();
    expect(renamed.title).toBe("Fractions quick check");
    const log = await t.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_type", "=", "quiz")
      .execute();
    expect(log.map((e) => e.action)).toEqual(["quiz.create", "quiz.update"]);
    expect(
      (await call(t, "GET", "/api/admin/content/quizzes", { token: admin })).json().quizzes,
    ).toHaveLength(1);
  });

  it("refuses a quiz whose questions fail their own answers, or with no questions, storing nothing", async () => {
    const before = (await t.database.db.selectFrom("quizzes").select("id").execute()).length;
    const failing = quiz({
      questions: [{ id: "q1", type: "numeric", question: "?", correctAnswer: "one half", hint: "" }],
    });
    const res = await call(t, "POST", "/api/admin/content/quizzes", { token: admin, body: failing });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/This quiz cannot be saved/);
    expect(
      (await call(t, "POST", "/api/admin/content/quizzes", { token: admin, body: quiz({ questions: [] }) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t, "PATCH", "/api/admin/content/quizzes/999999", { token: admin, body: { title: "x" } }))
        .statusCode,
    ).toBe(404);
    expect((await t.database.db.selectFrom("quizzes").select("id").execute()).length).toBe(before);
  });
});
