import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, call, createLessons, createStudent, type TestApp } from "../../test/helpers.ts";

/*
 * Issue 26: the `geometry` question type flows through question attempts, answer sets and XP like
 * every other type; the server judges the construction, and a construction it cannot read is a
 * 400 that records nothing.
 */

let t: TestApp;
let materialId: number;

const A = { id: "A", x: -2, y: 1, fixed: true };
const B = { id: "B", x: 4, y: 3, fixed: true };
const board = { points: [A, B], objects: [] };
const bisector = JSON.stringify({
  points: [A, B],
  objects: [{ id: "l1", kind: "perpendicular_bisector", of: ["A", "B"] }],
});
const compass = JSON.stringify({
  points: [A, B],
  objects: [
    { id: "c1", kind: "circle", center: "A", through: "B" },
    { id: "c2", kind: "circle", center: "B", through: "A" },
    { id: "P", kind: "intersection", of: ["c1", "c2"] },
    { id: "Q", kind: "intersection", of: ["c1", "c2"], which: 1 },
    { id: "l1", kind: "line", through: ["P", "Q"] },
  ],
});

beforeAll(async () => {
  t = await buildTestApp();
  materialId = (await createLessons(t, 1)).materialIds[0]!;
  const questions = [
    {
      id: "g1",
      type: "geometry",
      question: "Construct the perpendicular bisector of $AB$.",
      correctAnswer: bisector,
      hint: "It crosses AB at its midpoint, at a right angle.",
      explanation: "Every point of it is as far from A as from B.",
      geometry: { board, target: { kind: "perpendicular_bisector", a: "A", b: "B" } },
    },
    {
      id: "g2",
      type: "geometry",
      question: "Construct the midpoint of $AB$.",
      correctAnswer: JSON.stringify({
        points: [A, B],
        objects: [{ id: "M", kind: "midpoint", of: ["A", "B"] }],
      }),
      hint: "Halfway.",
      geometry: { board, target: { kind: "midpoint", a: "A", b: "B" } },
    },
  ];
  await t.database.db
    .updateTable("material_templates")
    .set({ practice: JSON.stringify(questions) })
    .where("id", "=", materialId)
    .execute();
});
afterAll(() => t.close());

type Student = Awaited<ReturnType<typeof createStudent>>;

function answer(s: Student, questionId: string, text: string, setId?: string) {
  return call(t, "POST", `/api/material-progress/${materialId}/question-attempt`, {
    token: s.token,
    body: { question_id: questionId, answer: text, ...(setId ? { answer_set_id: setId } : {}) },
  });
}

async function attemptsOf(s: Student) {
  return t.database.db
    .selectFrom("question_attempts")
    .selectAll()
    .where("student_id", "=", s.studentId)
    .execute();
}

describe("the geometry question type (issue 26)", () => {
  it("sends the learner the board and target, not the answer", async () => {
    const s = await createStudent(t);
    const res = await call(t, "GET", `/api/material-templates/${materialId}`, { token: s.token });
    expect(res.statusCode).toBe(200);
    const g1 = res.json().practice.questions.find((q: { id: string }) => q.id === "g1");
    expect(g1).toMatchObject({ type: "geometry", geometry: { target: { kind: "perpendicular_bisector" } } });
    expect(g1.correctAnswer).toBeUndefined();
  });

  it("records a right construction (two ways) and a wrong one as attempts judged on the server", async () => {
    const s = await createStudent(t);
    const right = await answer(s, "g1", compass);
    expect(right.statusCode).toBe(200);
    expect(right.json().attempt).toMatchObject({ is_correct: true, evaluation_method: "geometry" });
    const wrong = await answer(s, "g2", JSON.stringify(board));
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().attempt).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "condition_not_met",
    });
    const rows = await attemptsOf(s);
    expect(rows.map((r) => [r.question_id, r.is_correct])).toEqual(
      expect.arrayContaining([
        ["g1", true],
        ["g2", false],
      ]),
    );
    expect(
      (
        await answer(
          s,
          "g2",
          JSON.stringify({ points: [A, B], objects: [{ id: "M", kind: "midpoint", of: ["A", "B"] }] }),
        )
      ).json().attempt.is_correct,
    ).toBe(true);
  });

  it("refuses a construction it cannot read with 400 and records nothing", async () => {
    const s = await createStudent(t);
    for (const bad of [
      "not json",
      JSON.stringify({ points: [A, B], objects: [{ id: "l1", kind: "line", through: ["A", "Z"] }] }),
      JSON.stringify({ points: [{ id: "A", x: 1e9, y: 0 }], objects: [] }),
    ]) {
      const res = await answer(s, "g1", bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/construction could not be read/);
    }
    expect(await attemptsOf(s)).toHaveLength(0);
  });

  it("earns XP through an answer set like any question", async () => {
    const s = await createStudent(t);
    const open = await call(t, "POST", "/api/answer-sets", {
      token: s.token,
      body: { kind: "practice", source: "material", id: materialId },
    });
    expect(open.statusCode).toBe(201);
    const setId = open.json().set_id as string;
    expect((await answer(s, "g1", bisector, setId)).json().attempt.is_correct).toBe(true);
    expect(
      (
        await answer(s, "g2", JSON.stringify({ points: [A, B, { id: "M", x: 1, y: 2 }], objects: [] }), setId)
      ).json().attempt.is_correct,
    ).toBe(true);
    const finished = await call(t, "POST", `/api/answer-sets/${setId}/finish`, { token: s.token });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().awarded).toBeGreaterThan(0);
    const wallet = await call(t, "GET", "/api/rewards/wallet", { token: s.token });
    expect(wallet.json().wallet.points_total).toBe(finished.json().awarded);
  });
});
