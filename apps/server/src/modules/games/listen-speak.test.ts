import { awardForAnswerSet } from "@app/domain/xp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  call,
  createLessons,
  createParent,
  createStudent,
  type TestApp,
} from "../../test/helpers.ts";
import { stopSpeechEngine } from "../speech/speech.service.ts";

/*
 * Issue 23: listen and speak. A round is a game answer set of phrases the server takes from a
 * Spanish lesson's own content; the phrase travels only as audio (the app's eSpeak voice), and the
 * typed or recognised answer is judged on the server with accent and typo tolerance.
 */

let t: TestApp;
let spanish: number;

const DECK = [
  { title: "Hello", body: "**¡Hola!** · **Buenos días** · **Buenas noches**" },
  { title: "Parts", body: "**habl-** · **Me llamo…** · **Encantado / Encantada** · **el**" },
];
const EXAMPLES = [{ title: "Meet", problem: "Greet her.", solution: "1. Polite.\n2. **¿Cómo está usted?**" }];
const PHRASES = ["¡Hola!", "Buenos días", "Buenas noches", "¿Cómo está usted?"];

beforeAll(async () => {
  t = await buildTestApp();
  spanish = (await createLessons(t, 1, { subject: "Spanish" })).materialIds[0]!;
  await t.database.db
    .updateTable("material_templates")
    .set({ deck_structure: JSON.stringify(DECK), examples: JSON.stringify(EXAMPLES), title: "Saludos" })
    .where("id", "=", spanish)
    .execute();
  // The machine is shared: building the app can take a while under load.
}, 300_000);
afterAll(async () => {
  stopSpeechEngine();
  await t?.close();
});

type Round = { set_id: string; engine: string; items: { material_id: number; question: { id: string } }[] };

async function openRound(token: string): Promise<Round> {
  const res = await call(t, "POST", "/api/answer-sets", {
    token,
    body: { kind: "game", card_id: `listen-speak-${spanish}` },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Round;
}

/** Which phrase each question is, read back from the set the server keeps (the test's answer key). */
async function phrasesOf(setId: string): Promise<Record<string, string>> {
  const row = await t.database.db
    .selectFrom("answer_sets")
    .select("generated")
    .where("id", "=", setId)
    .executeTakeFirstOrThrow();
  const list = row.generated as { question: { id: string; correctAnswer: string } }[];
  return Object.fromEntries(list.map((g) => [g.question.id, g.question.correctAnswer]));
}

function answer(token: string, setId: string, questionId: string, text: string) {
  return call(t, "POST", `/api/material-progress/${spanish}/question-attempt`, {
    token,
    body: { question_id: questionId, answer: text, answer_set_id: setId },
  });
}

/** What a student types for a phrase: no accents, no Spanish marks, lower case. */
const plain = (p: string) =>
  p
    .normalize("NFD")
    .replace(/[\u0300-\u036f¡!¿?]/g, "")
    .toLowerCase();

describe("listen and speak", () => {
  it("lists the Spanish lessons with enough sayable phrases", async () => {
    const s = await createStudent(t);
    const res = await call(t, "GET", "/api/student/listen-speak", { token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().lessons).toContainEqual(
      expect.objectContaining({ card_id: `listen-speak-${spanish}`, material_id: spanish, phrases: 4 }),
    );
  });

  it("sends no phrase before answering, judges with accent and typo tolerance, and earns the spec's XP", async () => {
    const s = await createStudent(t);
    const round = await openRound(s.token);
    expect(round.engine).toBe("listen-speak");
    expect(round.items).toHaveLength(PHRASES.length);
    for (const phrase of PHRASES) expect(JSON.stringify(round)).not.toContain(phrase.replace(/[¡!¿?]/g, ""));
    expect(JSON.stringify(round)).not.toMatch(/correctAnswer|acceptableAnswers|explanation/);
    const key = await phrasesOf(round.set_id);
    expect(Object.values(key).sort()).toEqual([...PHRASES].sort());

    for (const item of round.items) {
      const phrase = key[item.question.id]!;
      // Every item has audio of its own: a real WAV the app's voice made.
      const audio = await call(t, "GET", `/api/answer-sets/${round.set_id}/audio/${item.question.id}`, {
        token: s.token,
      });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers["content-type"]).toContain("audio/wav");
      expect(audio.rawPayload.subarray(0, 4).toString()).toBe("RIFF");
      expect(audio.rawPayload.length).toBeGreaterThan(10_000);
      const typed = phrase === "Buenas noches" ? "buenas nochs" : plain(phrase);
      const res = await answer(s.token, round.set_id, item.question.id, typed);
      expect(res.statusCode).toBe(200);
      expect(res.json().attempt.is_correct, `${typed} for ${phrase}`).toBe(true);
    }
    const done = await call(t, "POST", `/api/answer-sets/${round.set_id}/finish`, { token: s.token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      awarded: awardForAnswerSet({ correct: 4, mistakes: 0, totalSeconds: 1, multiplier: 1 }).total,
      counted: 4,
    });
  });

  it("marks a different phrase wrong, and speaks slower on request", async () => {
    const s = await createStudent(t);
    const round = await openRound(s.token);
    const first = round.items[0]!.question.id;
    const key = await phrasesOf(round.set_id);
    const other = PHRASES.find((p) => p !== key[first])!;
    const wrong = await answer(s.token, round.set_id, first, other);
    expect(wrong.json().attempt.is_correct).toBe(false);
    const url = `/api/answer-sets/${round.set_id}/audio/${first}`;
    const normal = await call(t, "GET", url, { token: s.token });
    const slow = await call(t, "GET", `${url}?speed=slow`, { token: s.token });
    expect(slow.statusCode).toBe(200);
    expect(slow.rawPayload.length).toBeGreaterThan(normal.rawPayload.length);
  });

  it("refuses another student's audio, an unknown phrase and bad input, changing nothing", async () => {
    const s = await createStudent(t);
    const other = await createStudent(t);
    const round = await openRound(s.token);
    const q = round.items[0]!.question.id;
    const stranger = await call(t, "GET", `/api/answer-sets/${round.set_id}/audio/${q}`, {
      token: other.token,
    });
    expect(stranger.statusCode).toBe(404);
    const unknown = await call(t, "GET", `/api/answer-sets/${round.set_id}/audio/g-say-99`, {
      token: s.token,
    });
    expect(unknown.statusCode).toBe(404);
    const badSpeed = await call(t, "GET", `/api/answer-sets/${round.set_id}/audio/${q}?speed=fast`, {
      token: s.token,
    });
    expect(badSpeed.statusCode).toBe(400);
    expect((await call(t, "GET", `/api/answer-sets/${round.set_id}/audio/${q}`)).statusCode).toBe(401);
    const parent = await createParent(t);
    expect((await call(t, "GET", "/api/student/listen-speak", { token: parent.token })).statusCode).toBe(200);
  });
});

describe("GET /api/speech", () => {
  it("speaks a text in the language's voice, the same answer twice from the cache", async () => {
    const s = await createStudent(t);
    const url = `/api/speech?lang=es&text=${encodeURIComponent("¿Dónde está la biblioteca?")}`;
    const first = await call(t, "GET", url, { token: s.token });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.subarray(0, 4).toString()).toBe("RIFF");
    const again = await call(t, "GET", url, { token: s.token });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("refuses an empty or long text, an unknown language, and anyone signed out", async () => {
    const s = await createStudent(t);
    const get = (q: string, token?: string) => call(t, "GET", `/api/speech?${q}`, token ? { token } : {});
    expect((await get("text=", s.token)).statusCode).toBe(400);
    expect((await get(`text=${"a".repeat(601)}`, s.token)).statusCode).toBe(400);
    const unknown = await get("text=hallo&lang=de", s.token);
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toMatch(/lang is one of en, fr, es/);
    expect((await get("text=hola")).statusCode).toBe(401);
  });
});
