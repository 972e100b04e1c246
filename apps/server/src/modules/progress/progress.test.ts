import { beforeAll, describe, expect, it } from "vitest";
import {
  call,
  createLessons,
  createParent,
  createStudent,
  createUser,
  useTestApp,
} from "../../test/helpers.ts";

const t = useTestApp();
let lessons: Awaited<ReturnType<typeof createLessons>>;
beforeAll(async () => {
  lessons = await createLessons(t, 2);
});

const attempt = (answer: string, extra: Record<string, unknown> = {}) => ({
  question_id: "q1",
  answer,
  ...extra,
});

describe("the public catalogue", () => {
  it("lists modules, courses and a material preview without signing in, and without answers", async () => {
    const modules = await call(t, "GET", "/api/public/modules");
    expect(modules.statusCode).toBe(200);
    const unit = modules.json().modules.find((m: { id: number }) => m.id === lessons.moduleId);
    expect(unit).toMatchObject({ title: "Linear equations", total_materials: 2 });
    expect(unit.materials[0]).toMatchObject({ step_number: 1, total_steps: 2, question_count: 3 });
    const course = await call(t, "GET", `/api/public/courses/${lessons.courseId}`);
    expect(course.json().units[0].materials).toHaveLength(2);
    expect((await call(t, "GET", "/api/public/courses/no-such-course")).statusCode).toBe(404);
    const preview = await call(t, "GET", `/api/public/materials/${lessons.materialIds[0]}`);
    expect(preview.statusCode).toBe(200);
    expect(JSON.stringify(preview.json().practice)).not.toContain("correctAnswer");
    expect(JSON.stringify(preview.json().practice)).not.toContain("hint");
  });
});

describe("GET /api/material-templates/:id", () => {
  it("answers the template to a signed-in student without its answers, with module position", async () => {
    const s = await createStudent(t);
    const res = await call(t, "GET", `/api/material-templates/${lessons.materialIds[1]}`, { token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      module_id: lessons.moduleId,
      step_number: 2,
      total_steps: 2,
      module_title: "Linear equations",
    });
    const questions = JSON.stringify(res.json().practice.questions);
    expect(questions).not.toMatch(/correctAnswer|acceptableAnswers|explanation/);
    expect(res.json().practice.questions[0]).toMatchObject({ id: "q1", hint: expect.any(String) });
    expect(
      (await call(t, "GET", `/api/material-templates/::${lessons.materialIds[0]}`, { token: s.token }))
        .statusCode,
    ).toBe(200);
  });

  it("applies the template-id rule and needs sign-in", async () => {
    const s = await createStudent(t);
    for (const bad of ["abc", "12a", "-3", "1.5", ":x"]) {
      const res = await call(t, "GET", `/api/material-templates/${bad}`, { token: s.token });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe("Invalid template ID");
    }
    expect((await call(t, "GET", "/api/material-templates/999999", { token: s.token })).statusCode).toBe(404);
    expect((await call(t, "GET", `/api/material-templates/${lessons.materialIds[0]}`)).statusCode).toBe(401);
  });
});

describe("question attempts and material progress", () => {
  it("judges on the server, records once per idempotency key, and derives progress", async () => {
    const s = await createStudent(t);
    const url = `/api/material-progress/${lessons.materialIds[0]}/question-attempt`;
    const wrong = await call(t, "POST", url, {
      token: s.token,
      body: attempt("3", { idempotency_key: "attempt-0001" }),
    });
    expect(wrong.statusCode).toBe(200);
    // A first miss keeps the answer back (issue 21).
    expect(wrong.json().attempt).toMatchObject({
      is_correct: false,
      evaluation_method: "numeric",
      correct_answer: "",
      answer_shown: false,
    });
    const retry = await call(t, "POST", url, {
      token: s.token,
      body: attempt("3", { idempotency_key: "attempt-0001" }),
    });
    expect(retry.json().duplicate).toBe(true);
    const hinted = await call(t, "POST", url, { token: s.token, body: attempt("2", { hint_used: true }) });
    expect(hinted.json().attempt.is_correct).toBe(true);
    const algebra = await call(t, "POST", url, {
      token: s.token,
      body: { question_id: "q2", answer: "2(x+1)" },
    });
    expect(algebra.json().attempt).toMatchObject({ is_correct: true, evaluation_method: "algebraic" });
    const progress = (
      await call(t, "GET", `/api/material-progress/${lessons.materialIds[0]}`, { token: s.token })
    ).json();
    expect(progress).toMatchObject({
      total_questions_answered: 3,
      total_questions_correct: 2,
      unique_questions_answered: 2,
      accuracy_pct: 66.7,
      unique_question_accuracy: 100,
      hints_used: 1,
      is_completed: false,
      display_status: "in_progress",
      badge: "In Progress",
      total_questions: 3,
    });
  });

  it("refuses an unknown question, a bad body, and another family's student", async () => {
    const s = await createStudent(t);
    const url = `/api/material-progress/${lessons.materialIds[0]}/question-attempt`;
    expect(
      (await call(t, "POST", url, { token: s.token, body: attempt("2", { question_id: "q99" }) })).statusCode,
    ).toBe(404);
    expect((await call(t, "POST", url, { token: s.token, body: { answer: "2" } })).statusCode).toBe(400);
    const p = await createParent(t);
    const foreign = await call(t, "POST", `${url}?student_id=${p.childIds[0]}`, {
      token: s.token,
      body: attempt("2"),
    });
    expect(foreign.statusCode).toBe(403);
    const rows = await t.database.db
      .selectFrom("question_attempts")
      .select("id")
      .where("student_id", "=", p.childIds[0]!)
      .execute();
    expect(rows).toHaveLength(0);
    expect(
      (
        await call(t, "GET", `/api/material-progress/${lessons.materialIds[0]}?student_id=${p.childIds[0]}`, {
          token: s.token,
        })
      ).statusCode,
    ).toBe(403);
    const { token: tutor } = await createUser(t, { role: "tutor" });
    expect((await call(t, "POST", url, { token: tutor, body: attempt("2") })).statusCode).toBe(403);
  });

  it("takes a 100 KB answer safely: judged too long, stored short", async () => {
    const s = await createStudent(t);
    const res = await call(t, "POST", `/api/material-progress/${lessons.materialIds[0]}/question-attempt`, {
      token: s.token,
      body: attempt("9".repeat(100_000)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().attempt.is_correct).toBe(false);
    expect(res.json().attempt.answer.length).toBeLessThanOrEqual(2000);
    const huge = await call(t, "POST", `/api/material-progress/${lessons.materialIds[0]}/question-attempt`, {
      token: s.token,
      body: attempt("9".repeat(100_001)),
    });
    expect(huge.statusCode).toBe(400);
  });

  it("answers batches keyed by id, with null for an unknown material", async () => {
    const s = await createStudent(t);
    const res = await call(t, "POST", "/api/material-progress/batch", {
      token: s.token,
      body: { material_ids: [lessons.materialIds[0], String(lessons.materialIds[1]), 999999] },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data[String(lessons.materialIds[0])]).toMatchObject({
      display_status: "not_started",
      badge: "Not Started",
    });
    expect(data["999999"]).toBeNull();
    expect(
      (await call(t, "POST", "/api/material-progress/batch", { token: s.token, body: { material_ids: [] } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(t, "POST", "/api/material-progress/batch", {
          token: s.token,
          body: { material_ids: ["abc"] },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("completing a material", () => {
  it("needs every card seen and every question answered, then gives XP once and completes the assignment", async () => {
    const s = await createStudent(t);
    const id = lessons.materialIds[1]!;
    const content = await t.database.db
      .selectFrom("content_items")
      .select("id")
      .where("material_id", "=", id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto("assignments")
      .values({
        student_id: s.studentId,
        assignment_type: "material",
        title: "Read lesson 2",
        content_id: content.id,
      })
      .execute();
    const early = await call(t, "POST", `/api/material-progress/${id}/complete`, { token: s.token });
    expect(early.statusCode).toBe(409);
    expect(Object.keys(early.json().details)).toEqual(expect.arrayContaining(["cards", "questions"]));
    const sync = await call(t, "POST", `/api/material-progress/${id}/sync`, {
      token: s.token,
      body: {
        items: [
          { kind: "card_seen", card_index: 0 },
          { kind: "card_seen", card_index: 1 },
          { kind: "card_seen", card_index: 7 },
          { kind: "time_spent", seconds: 90 },
          { kind: "question_attempt", question_id: "q1", answer: "2", idempotency_key: "sync-q1-0001" },
        ],
      },
    });
    expect(sync.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true, false, true, true]);
    expect(sync.json().progress.cards_seen).toEqual([0, 1]);
    const config = await call(t, "GET", `/api/material-completion-config/${id}`, { token: s.token });
    expect(config.json()).toMatchObject({
      strict_deck_completion: true,
      require_all_cards: true,
      min_questions_answered: 3,
      total_cards: 3,
    });
    await call(t, "PUT", `/api/material-progress/${id}`, {
      token: s.token,
      body: { updates: { cards_seen: [0, 1, 2] } },
    });
    for (const [q, a] of [
      ["q2", "2x+2"],
      ["q3", "a"],
    ]) {
      await call(t, "POST", `/api/material-progress/${id}/question-attempt`, {
        token: s.token,
        body: { question_id: q, answer: a },
      });
    }
    const done = await call(t, "POST", `/api/material-progress/${id}/complete`, { token: s.token });
    expect(done.statusCode).toBe(200);
    expect(done.json().progress).toMatchObject({
      is_completed: true,
      display_status: "mastered",
      mastery_status: "mastered",
    });
    expect(done.json().xp.awarded).toBeGreaterThan(0);
    expect(done.json().assignments_completed).toBe(1);
    const again = await call(t, "POST", `/api/material-progress/${id}/complete`, { token: s.token });
    expect(again.json().xp.duplicate).toBe(true);
    const wallet = (await call(t, "GET", "/api/rewards/wallet", { token: s.token })).json().wallet;
    expect(wallet.points_total).toBe(done.json().xp.awarded);
    const assignment = await t.database.db
      .selectFrom("assignments")
      .select("status")
      .where("student_id", "=", s.studentId)
      .executeTakeFirstOrThrow();
    expect(assignment.status).toBe("completed");
  });

  it("lets a student make the criteria stricter but not looser, and refuses impossible ones", async () => {
    const s = await createStudent(t);
    const id = lessons.materialIds[0]!;
    const looser = await call(t, "PUT", `/api/material-progress/${id}/completion-criteria`, {
      token: s.token,
      body: { criteria: { min_questions_answered: 0, require_all_cards: false, min_accuracy: 80 } },
    });
    expect(looser.statusCode).toBe(200);
    expect(looser.json()).toMatchObject({
      min_questions_answered: 3,
      require_all_cards: true,
      min_accuracy: 80,
    });
    const impossible = await call(t, "PUT", `/api/material-progress/${id}/completion-criteria`, {
      token: s.token,
      body: { criteria: { min_questions_answered: 50 } },
    });
    expect(impossible.statusCode).toBe(400);
    const badCard = await call(t, "PUT", `/api/material-progress/${id}`, {
      token: s.token,
      body: { updates: { cards_seen: [5] } },
    });
    expect(badCard.statusCode).toBe(400);
  });
});

describe("module progress, analytics, overview", () => {
  it("sums a module and reports how answers were judged", async () => {
    const s = await createStudent(t);
    await call(t, "POST", `/api/material-progress/${lessons.materialIds[0]}/question-attempt`, {
      token: s.token,
      body: attempt("2"),
    });
    const mod = await call(t, "GET", `/api/module-progress/${lessons.moduleId}`, { token: s.token });
    expect(mod.json()).toMatchObject({
      completed_materials: 0,
      total_materials: 2,
      percentage: 0,
      overall_accuracy: 100,
      mastery_status: "learning",
    });
    expect((await call(t, "GET", "/api/module-progress/999999", { token: s.token })).statusCode).toBe(404);
    const analytics = await call(t, "GET", "/api/evaluation-analytics", { token: s.token });
    expect(analytics.json()).toMatchObject({ total_attempts: 1, accuracy_pct: 100 });
    expect(analytics.json().by_method[0]).toMatchObject({
      evaluation_method: "numeric",
      count: 1,
      correct: 1,
    });
    const overview = await call(t, "GET", "/api/progress/overview", { token: s.token });
    expect(overview.json().totals).toMatchObject({ materials_started: 1, attempts: 1 });
    expect(overview.json().by_subject[0]).toMatchObject({ subject: "Mathematics", accuracy_pct: 100 });
    expect(overview.json().over_time).toHaveLength(30);
    expect(overview.json().over_time[29].attempts).toBe(1);
  });
});

describe("POST /api/quiz-attempts/check-answer", () => {
  it("judges a stored question (for its teachers) or an inline one, and records nothing", async () => {
    const s = await createStudent(t);
    const tutor = await createUser(t, { role: "tutor" });
    const stored = await call(t, "POST", "/api/quiz-attempts/check-answer", {
      token: tutor.token,
      body: { material_id: lessons.materialIds[0], question_id: "q2", answer: "2 + 2x" },
    });
    expect(stored.json()).toMatchObject({ is_correct: true, evaluation_method: "algebraic" });
    const inline = await call(t, "POST", "/api/quiz-attempts/check-answer", {
      token: s.token,
      body: {
        question: { type: "text", question: "School in French?", correctAnswer: "école", language: "fr" },
        answer: "ecole",
      },
    });
    expect(inline.json()).toMatchObject({ evaluation_method: "short_answer", score: 0.8 });
    const mc = await call(t, "POST", "/api/quiz-attempts/check-answer", {
      token: s.token,
      body: {
        question: { type: "multiple_choice", question: "2+2?", options: ["3", "4"], correctAnswer: "b" },
        answer: "4",
      },
    });
    expect(mc.json().is_correct).toBe(true);
    const rows = await t.database.db
      .selectFrom("question_attempts")
      .select("id")
      .where("student_id", "=", s.studentId)
      .execute();
    expect(rows).toHaveLength(0);
    const badId = await call(t, "POST", "/api/quiz-attempts/check-answer", {
      token: s.token,
      body: { material_id: "abc", question_id: "q1", answer: "1" },
    });
    expect(badId.statusCode).toBe(400);
    expect(
      (await call(t, "POST", "/api/quiz-attempts/check-answer", { body: { question: {}, answer: "1" } }))
        .statusCode,
    ).toBe(401);
    const noAnswer = await call(t, "POST", "/api/quiz-attempts/check-answer", {
      token: s.token,
      body: { question: { type: "numeric" }, answer: "1" },
    });
    expect(noAnswer.statusCode).toBe(400);
  });
});

describe("review and practice sessions", () => {
  it("schedules a wrong answer for review and mixes due items into practice", async () => {
    const s = await createStudent(t);
    await call(t, "POST", `/api/material-progress/${lessons.materialIds[0]}/question-attempt`, {
      token: s.token,
      body: attempt("7"),
    });
    const queue = await call(t, "GET", "/api/review/due", { token: s.token });
    expect(queue.json()).toMatchObject({ total_cards: 1, due_now: 0, due: [], is_ahead: false });
    expect(queue.json().next_due_at).toBeTruthy();
    const ahead = await call(t, "GET", "/api/review/due?ahead=1", { token: s.token });
    expect(ahead.json().due).toHaveLength(1);
    await t.database.db
      .updateTable("review_cards")
      .set({ due_at: new Date(Date.now() - 1000) })
      .where("student_id", "=", s.studentId)
      .execute();
    const due = await call(t, "GET", "/api/review/due", { token: s.token });
    expect(due.json().due[0]).toMatchObject({ material_id: lessons.materialIds[0], question: { id: "q1" } });
    const practice = await call(t, "GET", `/api/practice/${lessons.materialIds[1]}`, { token: s.token });
    expect(practice.json().review_count).toBe(1);
    expect(practice.json().items.filter((i: { is_review: boolean }) => i.is_review)).toHaveLength(1);
    expect(practice.json().items).toHaveLength(4);
  });
});
