import { beforeAll, describe, expect, it } from "vitest";
import { SEED_QUIZZES } from "../../db/seed/quizzes.ts";
import { call, createStudent, useTestApp } from "../../test/helpers.ts";

/*
 * Issue 26: a geometry question flows through quizzes. The quiz sends the board and target (never
 * the answer), the server judges the construction like any answer and awards XP, and a
 * construction it cannot read is refused with 400 before anything is recorded.
 */

const t = useTestApp();
const seeded = SEED_QUIZZES.find((q) => q.title === "Geometry constructions quiz")!;
let quizId: number;

const A = { id: "A", x: 0, y: 0, fixed: true };
const B = { id: "B", x: 4, y: 0, fixed: true };
const P = { id: "P", x: -3, y: -1, fixed: true };
const Q = { id: "Q", x: 3, y: 3, fixed: true };
const json = (points: unknown[], objects: unknown[] = []) => JSON.stringify({ points, objects });
// Right-angled at C another way than the answer key: C on the circle with diameter AB, below it.
const rightBelow = json([A, B, { id: "C", x: 2, y: -2 }]);
// The midpoint placed by hand instead of built with the tool.
const midpointByHand = json([P, Q, { id: "M", x: 0, y: 1 }]);

beforeAll(async () => {
  const row = await t.database.db
    .insertInto("quizzes")
    .values({
      content_id: null,
      title: seeded.title,
      description: seeded.description,
      subject: seeded.subject,
      questions: JSON.stringify(seeded.questions),
      time_limit_seconds: null,
      show_instant_feedback: true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  quizId = row.id;
});

type Student = Awaited<ReturnType<typeof createStudent>>;
const submit = (s: Student, answers: Record<string, string>, key?: string) =>
  call(t, "POST", "/api/quiz-submissions", {
    token: s.token,
    body: {
      quiz_id: quizId,
      student_id: s.studentId,
      answers,
      time_taken: 90,
      ...(key ? { attempt_key: key } : {}),
    },
  });
const attemptsOf = (s: Student) =>
  t.database.db.selectFrom("quiz_attempts").selectAll().where("student_id", "=", s.studentId).execute();

describe("a quiz with geometry questions (issue 26)", () => {
  it("sends the board and target of each construction, never its answer", async () => {
    const s = await createStudent(t);
    const res = await call(t, "GET", `/api/quizzes/${quizId}`, { token: s.token });
    expect(res.statusCode).toBe(200);
    const [q1, q2, q3] = res.json().quiz.questions;
    expect(q1).toMatchObject({
      type: "geometry",
      geometry: { board: { points: [A, B, { id: "C", x: 1, y: 3 }] }, target: { kind: "right_angle" } },
    });
    expect(q2.geometry.target).toEqual({ kind: "midpoint", a: "P", b: "Q" });
    expect(q3.geometry).toBeUndefined();
    expect(JSON.stringify(res.json())).not.toContain("correctAnswer");
  });

  it("judges constructions on the server, any correct one passing, and awards XP", async () => {
    const s = await createStudent(t);
    const res = await submit(s, { q1: rightBelow, q2: midpointByHand, q3: "180" });
    expect(res.statusCode).toBe(201);
    const attempt = res.json().attempt;
    expect(attempt).toMatchObject({ correct_count: 3, question_count: 3, percentage: 100 });
    expect(attempt.xp_awarded).toBeGreaterThan(0);
    const wallet = await call(t, "GET", "/api/rewards/wallet", { token: s.token });
    expect(wallet.json().wallet.points_total).toBe(attempt.xp_awarded);
  });

  it("marks a near miss and an untouched board wrong", async () => {
    const s = await createStudent(t);
    const nearMiss = json([A, B, { id: "C", x: 2, y: 2.4 }]);
    const res = await submit(s, { q1: nearMiss, q2: json([P, Q]), q3: "180" });
    expect(res.statusCode).toBe(201);
    const answers = res.json().attempt.answers as { question_id: string; is_correct: boolean }[];
    expect(answers.map((a) => [a.question_id, a.is_correct])).toEqual([
      ["q1", false],
      ["q2", false],
      ["q3", true],
    ]);
  });

  it("checks one construction instantly where the quiz allows it", async () => {
    const s = await createStudent(t);
    const check = (answer: string) =>
      call(t, "POST", `/api/quizzes/${quizId}/check-answer`, {
        token: s.token,
        body: { question_id: "q2", answer },
      });
    expect((await check(midpointByHand)).json()).toMatchObject({ is_correct: true });
    expect((await check(json([P, Q, { id: "M", x: 0, y: 2 }]))).json()).toMatchObject({ is_correct: false });
    const bad = await check("{not a construction");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("That construction could not be read");
  });

  it("refuses a construction it cannot read with 400 and records nothing", async () => {
    const s = await createStudent(t);
    for (const bad of [
      "not json",
      json([A, B], [{ id: "l1", kind: "line", through: ["A", "Z"] }]),
      json([{ id: "A", x: 1e9, y: 0 }]),
    ]) {
      const res = await submit(s, { q1: bad, q2: midpointByHand, q3: "180" });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("That construction could not be read");
    }
    expect(await attemptsOf(s)).toHaveLength(0);
  });

  it("seeds a quiz whose answer key passes its own questions", () => {
    expect(seeded.questions.filter((q) => q.type === "geometry")).toHaveLength(2);
  });
});
