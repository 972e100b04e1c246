import { describe, expect, it } from "vitest";
import { call, createParent, createStudent, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();

const update = (key: string, value: string, confidence = 0.85) => ({
  key,
  value,
  confidence,
  source: "self_report",
});

describe("the tutor persona", () => {
  it("starts empty, stores traits with confidence and source, and reports completeness", async () => {
    const s = await createStudent(t);
    const empty = await call(t, "GET", "/api/student/profile-persona", { token: s.token });
    expect(empty.json()).toMatchObject({
      success: true,
      student_id: s.studentId,
      persona: {},
      completeness: 0,
    });
    const res = await call(t, "PATCH", "/api/student/profile-persona", {
      token: s.token,
      body: { updates: [update("student_name", "Sammy", 0.9), update("tone", "gentle")] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      updated: ["student_name", "tone"],
      completeness: 50,
      missing_traits: ["pace", "modality"],
    });
    expect(res.json().persona.student_name).toMatchObject({
      value: "Sammy",
      confidence: 0.9,
      source: "self_report",
    });
    const reload = await call(t, "GET", "/api/student/profile-persona", { token: s.token });
    expect(reload.json().persona.tone.value).toBe("gentle");
  });

  it("gives XP once when the persona is complete", async () => {
    const s = await createStudent(t);
    const body = {
      updates: [
        update("student_name", "Kai", 0.9),
        update("tone", "energetic"),
        update("pace", "fast"),
        update("modality", "both"),
      ],
    };
    const first = await call(t, "PATCH", "/api/student/profile-persona", { token: s.token, body });
    expect(first.json()).toMatchObject({ completeness: 100, missing_traits: [], xp_awarded: 25 });
    expect(first.json().xp).toMatchObject({ awarded: 25, duplicate: false, levelUps: [] });
    const second = await call(t, "PATCH", "/api/student/profile-persona", { token: s.token, body });
    expect(second.json().xp_awarded).toBe(0);
  });

  it("refuses out-of-range values and foreign students, changing nothing", async () => {
    const s = await createStudent(t);
    for (const updates of [
      [update("tone", "shouty")],
      [update("pace", "normal", 1.5)],
      [update("mood", "happy")],
      [{ ...update("pace", "slow"), source: "hacker" }],
      [update("student_name", "x".repeat(41), 0.9)],
      [],
    ]) {
      const res = await call(t, "PATCH", "/api/student/profile-persona", {
        token: s.token,
        body: { updates },
      });
      expect(res.statusCode, JSON.stringify(updates)).toBe(400);
    }
    const p = await createParent(t);
    const foreign = await call(t, "PATCH", "/api/student/profile-persona", {
      token: s.token,
      body: { student_id: p.childIds[0], updates: [update("tone", "gentle")] },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await call(t, "GET", "/api/student/profile-persona", { token: s.token })).json().persona).toEqual(
      {},
    );
    expect(
      (await call(t, "GET", `/api/student/profile-persona?student_id=${p.childIds[0]}`, { token: s.token }))
        .statusCode,
    ).toBe(403);
  });

  it("records the source from the caller's role, whatever the request claims (issue 7.11)", async () => {
    const s = await createStudent(t);
    const claimed = await call(t, "PATCH", "/api/student/profile-persona", {
      token: s.token,
      body: { updates: [{ ...update("tone", "gentle"), source: "tutor_observation" }] },
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().persona.tone.source).toBe("self_report");
    const p = await createParent(t);
    const parentWrite = await call(t, "PATCH", "/api/student/profile-persona", {
      token: p.token,
      body: { student_id: p.childIds[0], updates: [update("pace", "slow")] },
    });
    expect(parentWrite.json().persona.pace.source).toBe("parent_report");
    const { key, value, confidence } = update("modality", "read");
    const noSource = await call(t, "PATCH", "/api/student/profile-persona", {
      token: s.token,
      body: { updates: [{ key, value, confidence }] },
    });
    expect(noSource.statusCode).toBe(200);
    const stored = await t.database.db
      .selectFrom("persona_traits")
      .select(["trait_key", "source"])
      .where("student_id", "=", s.studentId)
      .orderBy("trait_key")
      .execute();
    expect(stored).toEqual([
      { trait_key: "modality", source: "self_report" },
      { trait_key: "tone", source: "self_report" },
    ]);
  });

  it("reads a trait out of an answer", async () => {
    const s = await createStudent(t);
    const ask = (question: string, transcript: string) =>
      call(t, "POST", "/api/personalization/parse-answer", {
        token: s.token,
        body: { question, transcript },
      }).then((r) => r.json());
    expect(await ask("What should I call you?", "Call me Rosa please")).toMatchObject({
      key: "student_name",
      value: "Rosa",
    });
    expect(await ask("What pace do you like?", "Slowly, step by step")).toMatchObject({
      key: "pace",
      value: "slow",
    });
    expect(await ask("Would you rather read or listen?", "I like to listen")).toMatchObject({
      key: "modality",
      value: "listen",
    });
  });

  it("reads several traits with the spec's confidences, in English, French and Spanish (spec 5)", async () => {
    const s = await createStudent(t);
    const ask = (question: string, transcript: string) =>
      call(t, "POST", "/api/personalization/parse-answer", {
        token: s.token,
        body: { question, transcript, persona: {} },
      }).then((r) => r.json());
    const en = await ask("Tell me about you", "call me Sam and please go slower, I like listening");
    expect(en.updates).toEqual([
      { key: "student_name", value: "Sam", confidence: 0.9, source: "self_report" },
      { key: "modality", value: "listen", confidence: 0.85, source: "self_report" },
      { key: "pace", value: "slow", confidence: 0.85, source: "self_report" },
    ]);
    expect(
      (await ask("Quel ton ?", "sois doux, et lentement")).updates.map((u: { key: string }) => u.key),
    ).toEqual(["tone", "pace"]);
    expect(await ask("¿Cómo te llamas?", "Me llamo Ana")).toMatchObject({
      key: "student_name",
      value: "Ana",
    });
    const nothing = await ask("How should I sound?", "I don't mind");
    expect(nothing).toEqual({ key: "tone", value: null, confidence: 0, updates: [] });
    const empty = await call(t, "POST", "/api/personalization/parse-answer", {
      token: s.token,
      body: { question: "Tone?", transcript: "   " },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe("feedback", () => {
  it("stores a message that admins can read", async () => {
    const s = await createStudent(t);
    const res = await call(t, "POST", "/api/feedback", {
      token: s.token,
      body: { page: "/student/dashboard", message: "Love the streaks!" },
    });
    expect(res.statusCode).toBe(201);
    const { createUser } = await import("../../test/helpers.ts");
    const { token: admin } = await createUser(t, { role: "admin" });
    const list = await call(t, "GET", "/api/admin/feedback", { token: admin });
    expect(list.json().feedback[0]).toMatchObject({
      page: "/student/dashboard",
      message: "Love the streaks!",
    });
    expect((await call(t, "GET", "/api/admin/feedback", { token: s.token })).statusCode).toBe(403);
  });

  it("refuses an empty message", async () => {
    const s = await createStudent(t);
    for (const message of ["", "   "]) {
      const res = await call(t, "POST", "/api/feedback", { token: s.token, body: { page: "/x", message } });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.message).toEqual(["Please write your feedback"]);
    }
    expect((await call(t, "POST", "/api/feedback", { body: { page: "/x", message: "hi" } })).statusCode).toBe(
      401,
    );
  });
});
