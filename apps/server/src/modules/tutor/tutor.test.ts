import { TUTOR_MESSAGE_MAX, TUTOR_MESSAGES } from "@app/contract/tutor";
import { givesAnswerAway } from "@app/domain/tutor/answer-check";
import { FRACTIONS } from "@app/domain/tutor/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  call,
  createParent,
  createStudent,
  createUser,
  type TestApp,
} from "../../test/helpers.ts";
import { aiSessionSpends, createFractionsMaterial, linkParent } from "./test-fixtures.ts";

let t: TestApp;
let materialId: number;
beforeAll(async () => {
  t = await buildTestApp();
  materialId = await createFractionsMaterial(t);
});
afterAll(() => t.close());

const q1 = FRACTIONS.questions[0]!;

async function start(token: string) {
  const res = await call(t, "POST", "/api/tutor/sessions", { token, body: { material_id: materialId } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { session: { id: number }; ai_sessions_left: number; engine: string };
}

const ask = (token: string, sessionId: number, body: Record<string, unknown>) =>
  call(t, "POST", `/api/tutor/sessions/${sessionId}/turns`, { token, body });

describe("the tutor's sessions and credits", () => {
  it("spends one ai-session credit when a session starts, never per turn, and says how to get more", async () => {
    const s = await createStudent(t);
    const first = await start(s.token);
    expect(first.ai_sessions_left).toBe(9);
    for (const message of ["How do I add fractions?", "What is a denominator?"])
      expect((await ask(s.token, first.session.id, { message })).statusCode).toBe(200);
    expect(await aiSessionSpends(t, s.studentId)).toBe(1);
    for (let i = 0; i < 9; i++) await start(s.token);
    expect(await aiSessionSpends(t, s.studentId)).toBe(10);
    const none = await call(t, "POST", "/api/tutor/sessions", {
      token: s.token,
      body: { material_id: materialId },
    });
    expect(none.statusCode).toBe(402);
    expect(none.json().error).toBe(TUTOR_MESSAGES.noCredit);
    expect(await aiSessionSpends(t, s.studentId)).toBe(10);
  });

  it("refuses an unknown material, a parent starting one, and another student's session", async () => {
    const s = await createStudent(t);
    const bad = await call(t, "POST", "/api/tutor/sessions", {
      token: s.token,
      body: { material_id: 999999 },
    });
    expect(bad.statusCode).toBe(404);
    expect(await aiSessionSpends(t, s.studentId)).toBe(0);
    const p = await createParent(t);
    expect(
      (await call(t, "POST", "/api/tutor/sessions", { token: p.token, body: { material_id: materialId } }))
        .statusCode,
    ).toBe(403);
    const mine = await start(s.token);
    const other = await createStudent(t);
    expect((await ask(other.token, mine.session.id, { message: "hello fractions" })).statusCode).toBe(404);
  });
});

describe("a turn with the built-in tutor", () => {
  it("answers a plea for the answer with a guiding question, climbs the ladder and keeps hint use honest", async () => {
    const s = await createStudent(t, { first_name: "Rosa" });
    const { session } = await start(s.token);
    const first = await ask(s.token, session.id, { message: "What is the answer to question 1?" });
    expect(first.statusCode).toBe(200);
    const reply = first.json().reply;
    expect(reply).toMatchObject({
      role: "tutor",
      engine: "built-in",
      kind: "hint",
      rung: 1,
      question_id: "q1",
    });
    expect(reply.body).toContain("What is question 1");
    expect(givesAnswerAway(reply.body, q1)).toBe(false);
    const rungs = [];
    for (let i = 0; i < 3; i++) {
      const next = await ask(s.token, session.id, {
        message: "hint please",
        mode: "hint",
        question_id: "q1",
      });
      rungs.push(next.json().reply.rung);
      expect(givesAnswerAway(next.json().reply.body, q1)).toBe(false);
    }
    expect(rungs).toEqual([2, 3, 3]);
    // The attempt after the hints is recorded with hint_used, whatever the browser said.
    const attempt = await call(t, "POST", `/api/material-progress/${materialId}/question-attempt`, {
      token: s.token,
      body: { question_id: "q1", answer: "5/7", hint_used: false },
    });
    expect(attempt.statusCode, attempt.body).toBeLessThan(300);
    const row = await t.database.db
      .selectFrom("question_attempts")
      .select("hint_used")
      .where("student_id", "=", s.studentId)
      .executeTakeFirstOrThrow();
    expect(row.hint_used).toBe(true);
    // After a try, the last rung shows the solution, and the answer counts as shown (decision 041).
    const solution = await ask(s.token, session.id, { message: "show me", mode: "hint", question_id: "q1" });
    expect(solution.json().reply).toMatchObject({ rung: 4 });
    expect(solution.json().reply.body).toContain("The answer is 4/7");
    const shown = await t.database.db
      .selectFrom("question_reveals")
      .selectAll()
      .where("student_id", "=", s.studentId)
      .execute();
    expect(shown.map((r) => r.question_id)).toEqual(["q1"]);
  });

  it("speaks in the persona's tone: switching tone changes the wording", async () => {
    const s = await createStudent(t);
    const { session } = await start(s.token);
    const wording = async (tone: string) => {
      await call(t, "PATCH", "/api/student/profile-persona", {
        token: s.token,
        body: { updates: [{ key: "tone", value: tone, confidence: 0.85 }] },
      });
      return (await ask(s.token, session.id, { message: "How do I add fractions?" })).json().reply
        .body as string;
    };
    const gentle = await wording("gentle");
    const energetic = await wording("energetic");
    expect(gentle).toContain("Take your time");
    expect(energetic).toContain("Let's go!");
    expect(gentle).not.toEqual(energetic);
  });

  it("refuses a long question and a flood of them with clear messages, storing nothing", async () => {
    const s = await createStudent(t);
    const { session } = await start(s.token);
    const long = await ask(s.token, session.id, { message: "x".repeat(TUTOR_MESSAGE_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(TUTOR_MESSAGES.tooLong);
    let last = 200;
    for (let i = 0; i < 13; i++)
      last = (await ask(s.token, session.id, { message: "fractions?" })).statusCode;
    expect(last).toBe(429);
    const limited = await ask(s.token, session.id, { message: "fractions?" });
    expect(limited.json().error).toBe(TUTOR_MESSAGES.rateLimited);
    const conversation = await call(t, "GET", `/api/tutor/sessions/${session.id}`, { token: s.token });
    expect(conversation.json().messages).toHaveLength(24);
  });

  it("flags words of self-harm to the parent and the admins, and answers kindly", async () => {
    const s = await createStudent(t);
    const parent = await createUser(t, { role: "parent" });
    const admin = await createUser(t, { role: "admin" });
    await linkParent(t, s.studentId, parent.user.id, "given");
    const { session } = await start(s.token);
    const res = await ask(s.token, session.id, { message: "I want to kill myself, fractions are too hard" });
    expect(res.json().reply).toMatchObject({ kind: "safety", engine: "built-in" });
    expect(res.json().reply.body).toContain("trust");
    expect(res.json().student_message.flags).toEqual(["self_harm"]);
    for (const token of [parent.token, admin.token]) {
      const bell = await call(t, "GET", "/api/notifications", { token });
      expect(JSON.stringify(bell.json())).toContain("self-harm");
    }
    const inbox = await call(t, "GET", "/api/admin/tutor-flags", { token: admin.token });
    expect(inbox.json().flags[0]).toMatchObject({ session_id: session.id, kinds: ["self_harm"] });
    expect((await call(t, "GET", "/api/admin/tutor-flags", { token: parent.token })).statusCode).toBe(403);
  });
});

describe("conversations", () => {
  it("a parent reads their child's; another parent cannot; the student deletes their own", async () => {
    const s = await createStudent(t);
    const parent = await createUser(t, { role: "parent" });
    await linkParent(t, s.studentId, parent.user.id, "given");
    const { session } = await start(s.token);
    await ask(s.token, session.id, { message: "How do I add fractions?" });
    const list = await call(t, "GET", `/api/tutor/sessions?student_id=${s.studentId}`, {
      token: parent.token,
    });
    expect(list.json().sessions).toHaveLength(1);
    expect(list.json().sessions[0]).toMatchObject({ material_title: "Adding fractions", message_count: 2 });
    const read = await call(t, "GET", `/api/tutor/sessions/${session.id}`, { token: parent.token });
    expect(read.json().messages.map((m: { role: string }) => m.role)).toEqual(["student", "tutor"]);
    const stranger = await createParent(t);
    expect(
      (await call(t, "GET", `/api/tutor/sessions/${session.id}`, { token: stranger.token })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, "DELETE", `/api/tutor/sessions/${session.id}`, { token: parent.token })).statusCode,
    ).toBe(403);
    const other = await createStudent(t);
    expect(
      (await call(t, "DELETE", `/api/tutor/sessions/${session.id}`, { token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, "DELETE", `/api/tutor/sessions/${session.id}`, { token: s.token })).statusCode,
    ).toBe(200);
    expect((await call(t, "GET", `/api/tutor/sessions/${session.id}`, { token: s.token })).statusCode).toBe(
      404,
    );
  });

  it("breaks a question into steps in the thinking chamber", async () => {
    const s = await createStudent(t);
    const res = await call(t, "GET", `/api/tutor/thinking-chamber?material_id=${materialId}&question_id=q1`, {
      token: s.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().steps.length).toBeGreaterThanOrEqual(4);
    for (const step of res.json().steps) expect(givesAnswerAway(step.prompt, q1)).toBe(false);
  });
});
