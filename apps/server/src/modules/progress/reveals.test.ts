import { XP_PER_CORRECT_ANSWER } from "@app/domain/xp";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createLessons, createStudent, useTestApp } from "../../test/helpers.ts";

/*
 * Issue 21 "Learning that does not give itself away": a first miss shows the hint, not the answer;
 * a second miss (or asking) shows the answer, recorded on the server; a right answer after that
 * earns nothing that day; "Try a similar one" gives another question of the same lesson. And
 * issue 20 (spec 4.8): a retry after the browser's time limit, with the same key, counts once.
 */

const t = useTestApp();
let lessons: Awaited<ReturnType<typeof createLessons>>;

beforeAll(async () => {
  lessons = await createLessons(t, 2);
});

type Student = Awaited<ReturnType<typeof createStudent>>;
const base = (id: number) => `/api/material-progress/${id}`;

function answer(s: Student, materialId: number, questionId: string, text: string, extra = {}) {
  return call(t, "POST", `${base(materialId)}/question-attempt`, {
    token: s.token,
    body: { question_id: questionId, answer: text, ...extra },
  });
}

/** Answers the lesson's three questions right and completes it: the XP it banks. */
async function completeWith(s: Student, materialId: number, right: Record<string, string>) {
  for (const [q, text] of Object.entries(right)) await answer(s, materialId, q, text);
  await call(t, "POST", `${base(materialId)}/sync`, {
    token: s.token,
    body: { items: [0, 1, 2].map((card_index) => ({ kind: "card_seen", card_index })) },
  });
  const done = await call(t, "POST", `${base(materialId)}/complete`, { token: s.token });
  expect(done.statusCode).toBe(200);
  return done.json().xp.awarded as number;
}

async function points(s: Student): Promise<number> {
  return (await call(t, "GET", "/api/rewards/wallet", { token: s.token })).json().wallet.points_total;
}

const RIGHT = { q1: "2", q2: "2x+2", q3: "a" };

describe("after a miss the hint comes first, the answer after a second try (issue 21)", () => {
  it("a first miss carries the hint and not the answer; the second miss shows the answer", async () => {
    const s = await createStudent(t);
    const id = lessons.materialIds[0]!;
    const first = (await answer(s, id, "q1", "7")).json().attempt;
    expect(first).toMatchObject({
      is_correct: false,
      answer_shown: false,
      correct_answer: "",
      explanation: null,
      hint: "Take 3 away.",
    });
    expect(JSON.stringify(first)).not.toMatch(/"2"/);
    const second = (await answer(s, id, "q1", "8")).json().attempt;
    expect(second).toMatchObject({ is_correct: false, answer_shown: true, correct_answer: "2" });
    const reveals = await t.database.db.selectFrom("question_reveals").selectAll().execute();
    expect(reveals.filter((r) => r.student_id === s.studentId && r.question_id === "q1")).toHaveLength(1);
  });

  it("once the answer was shown (asked for), a right answer to it earns nothing that day", async () => {
    const honest = await createStudent(t);
    const peeker = await createStudent(t);
    const id = lessons.materialIds[1]!;
    const revealed = await call(t, "POST", `${base(id)}/questions/q1/reveal`, { token: peeker.token });
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json()).toMatchObject({ question_id: "q1", correct_answer: "2" });
    const typedBack = (await answer(peeker, id, "q1", "2")).json().attempt;
    expect(typedBack).toMatchObject({ is_correct: true, after_reveal: true });
    // The same lesson and answers: the peeker earns exactly q1's +10 less than the honest student
    // (a part set has no bonuses, and both are whole sets here, so the difference is q1 alone).
    const honestXp = await completeWith(honest, id, RIGHT);
    const peekerXp = await completeWith(peeker, id, { q2: RIGHT.q2, q3: RIGHT.q3 });
    expect(honestXp - peekerXp).toBe(XP_PER_CORRECT_ANSWER);
    expect(await points(peeker)).toBe(peekerXp);
    const ledger = await t.database.db
      .selectFrom("xp_ledger")
      .select(["amount"])
      .where("student_id", "=", peeker.studentId)
      .execute();
    expect(ledger.reduce((sum, r) => sum + r.amount, 0)).toBe(peekerXp);
  });

  it("a right answer after a reveal alone earns 0 XP", async () => {
    const s = await createStudent(t);
    const id = lessons.materialIds[0]!;
    await answer(s, id, "q3", "b");
    await answer(s, id, "q3", "c");
    const after = (await answer(s, id, "q3", "a")).json().attempt;
    expect(after).toMatchObject({ is_correct: true, after_reveal: true });
    const set = await call(t, "POST", "/api/answer-sets", {
      token: s.token,
      body: { kind: "practice", source: "material", id },
    });
    const setId = set.json().set_id as string;
    await answer(s, id, "q3", "a", { answer_set_id: setId });
    const finished = await call(t, "POST", `/api/answer-sets/${setId}/finish`, { token: s.token });
    expect(finished.json()).toMatchObject({ awarded: 0 });
    expect(await points(s)).toBe(0);
  });

  it("refuses to reveal an unknown question or another family's student's, recording nothing", async () => {
    const s = await createStudent(t);
    const other = await createStudent(t);
    const id = lessons.materialIds[0]!;
    const unknown = await call(t, "POST", `${base(id)}/questions/nope/reveal`, { token: s.token });
    expect(unknown.statusCode).toBe(404);
    const foreign = await call(t, "POST", `${base(id)}/questions/q1/reveal?student_id=${other.studentId}`, {
      token: s.token,
    });
    expect(foreign.statusCode).toBe(403);
    const rows = await t.database.db
      .selectFrom("question_reveals")
      .selectAll()
      .where("student_id", "in", [s.studentId, other.studentId])
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe("Try a similar one (issue 21)", () => {
  it("gives a different question of the same lesson, the freshest first", async () => {
    const s = await createStudent(t);
    const id = lessons.materialIds[0]!;
    const similar = await call(t, "GET", `${base(id)}/questions/q1/similar`, { token: s.token });
    expect(similar.statusCode).toBe(200);
    expect(similar.json()).toMatchObject({ material_id: id, question: { id: "q2" } });
    expect(JSON.stringify(similar.json())).not.toMatch(/correctAnswer|correct_answer|explanation/);
    await answer(s, id, "q2", RIGHT.q2);
    const next = await call(t, "GET", `${base(id)}/questions/q1/similar`, { token: s.token });
    expect(next.json().question.id).toBe("q3");
  });

  it("answers none where the lesson has no other question", async () => {
    const s = await createStudent(t);
    const id = lessons.materialIds[1]!;
    await t.database.db
      .updateTable("material_templates")
      .set({
        practice: JSON.stringify([{ id: "only", type: "numeric", question: "1 + 1?", correctAnswer: "2" }]),
      })
      .where("id", "=", id)
      .execute();
    const res = await call(t, "GET", `${base(id)}/questions/only/similar`, { token: s.token });
    expect(res.json()).toEqual({ material_id: id, question: null });
  });
});

describe("a retry after the browser's time limit counts once (issue 20, spec 4.8)", () => {
  it("the same answer sent again with the same key is one attempt, and its XP is counted once", async () => {
    const s = await createStudent(t);
    const id = lessons.materialIds[0]!;
    const key = { idempotency_key: "timed-out-0001" };
    const [late, retried] = await Promise.all([answer(s, id, "q1", "2", key), answer(s, id, "q1", "2", key)]);
    expect([late.json().duplicate, retried.json().duplicate].sort()).toEqual([false, true]);
    expect(retried.json().attempt.id).toBe(late.json().attempt.id);
    const again = await answer(s, id, "q1", "2", key);
    expect(again.json()).toMatchObject({ duplicate: true, progress: { total_questions_answered: 1 } });
    const rows = await t.database.db
      .selectFrom("question_attempts")
      .select("id")
      .where("student_id", "=", s.studentId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
