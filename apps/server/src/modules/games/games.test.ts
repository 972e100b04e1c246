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

/*
 * Issue 23: GET /api/student/games-data (spec 7.2) and games as answer sets: cards come from the
 * materials' practice questions; a game is judged, counted and rewarded like any answer set.
 */

let t: TestApp;
let truths: number;
let french: number;

const TRUE_FALSE = [
  { id: "t1", type: "true_false", question: "7 is odd.", correctAnswer: "true", hint: "Halve it." },
  { id: "t2", type: "true_false", question: "10 is odd.", correctAnswer: "false", hint: "Halve it." },
  { id: "t3", type: "true_false", question: "3 + 3 = 6.", correctAnswer: "true", hint: "Count on." },
];
const EXAMPLE = {
  title: "Skip count by 5s",
  problem: "Skip count by 5s from 15 up to 30.",
  solution: "1. Start at 15.\n2. Add 5 each time: 20, 25, 30.\n3. So the list is 15, 20, 25, 30.",
};

beforeAll(async () => {
  t = await buildTestApp();
  const maths = await createLessons(t, 1);
  truths = maths.materialIds[0]!;
  await t.database.db
    .updateTable("material_templates")
    .set({ practice: JSON.stringify(TRUE_FALSE), examples: JSON.stringify([EXAMPLE]), title: "Odd and even" })
    .where("id", "=", truths)
    .execute();
  french = (await createLessons(t, 1, { subject: "French" })).materialIds[0]!;
});
afterAll(() => t.close());

type Student = Awaited<ReturnType<typeof createStudent>>;
type Data = {
  cards: {
    id: string;
    engine: string;
    subject: string;
    mastery: number;
    is_favorite: boolean;
    materials?: unknown;
  }[];
  recently_played: { card_id: string; xp_awarded: number | null }[];
  preferences?: { favorite_games: string[]; last_engine: string | null; sound_on: boolean };
  suggested_card_id: string | null;
};

function gamesData(token: string, query = "") {
  return call(t, "GET", `/api/student/games-data${query}`, { token });
}
const filters = (f: unknown) => `?filters=${encodeURIComponent(JSON.stringify(f))}`;

describe("GET /api/student/games-data", () => {
  it("makes cards of every material's questions in the engines that suit them", async () => {
    const s = await createStudent(t);
    const res = await gamesData(s.token);
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as Data).cards.map((c) => c.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        `swipe-deck-${truths}`,
        `flashcards-${truths}`,
        `timed-rush-${truths}`,
        `order-the-steps-${truths}`,
      ]),
    );
    // Two typed questions make a fill-the-blank game; one multiple-choice question no matching game.
    expect(ids).toContain(`fill-the-blank-${french}`);
    expect(ids).not.toContain(`matching-pairs-${french}`);
    expect((res.json() as Data).preferences).toBeUndefined();
    expect((res.json() as Data).cards[0]!.materials).toBeUndefined();
  });

  it("filters by subject, difficulty and search, and links the materials when asked", async () => {
    const s = await createStudent(t);
    const bySubject = (await gamesData(s.token, filters({ subjects: ["French"] }))).json() as Data;
    expect(bySubject.cards.length).toBeGreaterThan(0);
    expect(bySubject.cards.every((c) => c.subject === "French")).toBe(true);
    const search = (await gamesData(s.token, filters({ search: "odd swipe" }))).json() as Data;
    expect(search.cards.map((c) => c.id)).toEqual([`swipe-deck-${truths}`]);
    const hard = (await gamesData(s.token, filters({ difficulty: "advanced" }))).json() as Data;
    expect(hard.cards.filter((c) => c.id.endsWith(`-${truths}`))).toEqual([]);
    const linked = (
      await gamesData(s.token, `${filters({ search: "odd swipe" })}&include_material_linkage=true`)
    ).json() as Data;
    expect(linked.cards[0]!.materials).toEqual([
      { id: truths, title: "Odd and even", course_title: "Algebra test course" },
    ]);
  });

  it("answers malformed filters with a 400 and a clear message, never a 500", async () => {
    const s = await createStudent(t);
    const broken = await gamesData(s.token, "?filters=%7Bsubjects");
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/filters must be JSON/);
    const unknown = await gamesData(s.token, filters({ colour: "blue" }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/filters: unknown key "colour"/);
    const wrongType = await gamesData(s.token, filters({ favoriteOnly: "yes" }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toMatch(/filters\.favoriteOnly/);
  });

  it("saves favourites and sound on the server, and filters to favourites", async () => {
    const s = await createStudent(t);
    const card = `swipe-deck-${truths}`;
    const fresh = (await gamesData(s.token, "?include_preferences=true")).json() as Data;
    expect(fresh.preferences).toEqual({ favorite_games: [], last_engine: null, sound_on: false });
    const on = await call(t, "PATCH", "/api/student/games-preferences", {
      token: s.token,
      body: { favorite: { card_id: card, on: true }, sound_on: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ favorite_games: [card], sound_on: true });
    const favs = (
      await gamesData(s.token, `${filters({ favoriteOnly: true })}&include_preferences=true`)
    ).json() as Data;
    expect(favs.cards.map((c) => c.id)).toEqual([card]);
    expect(favs.cards[0]!.is_favorite).toBe(true);
    expect(favs.preferences?.favorite_games).toEqual([card]);
    const unknown = await call(t, "PATCH", "/api/student/games-preferences", {
      token: s.token,
      body: { favorite: { card_id: `swipe-deck-${french}`, on: true } },
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await call(t, "PATCH", "/api/student/games-preferences", { token: s.token, body: {} });
    expect(empty.statusCode).toBe(400);
  });

  it("shows a parent their child's games and refuses another family's child", async () => {
    const parent = await createParent(t, [10]);
    const other = await createParent(t, [11]);
    const own = await gamesData(parent.token, `?student_id=${parent.childIds[0]}&include_preferences=true`);
    expect(own.statusCode).toBe(200);
    const foreign = await gamesData(parent.token, `?student_id=${other.childIds[0]}`);
    expect(foreign.statusCode).toBe(403);
    const write = await call(t, "PATCH", "/api/student/games-preferences", {
      token: parent.token,
      body: { sound_on: true, student_id: other.childIds[0] },
    });
    expect(write.statusCode).toBe(403);
  });
});

async function openGame(s: Student, cardId: string) {
  const res = await call(t, "POST", "/api/answer-sets", {
    token: s.token,
    body: { kind: "game", card_id: cardId },
  });
  return res;
}

function answer(s: Student, setId: string, materialId: number, questionId: string, text: string) {
  return call(t, "POST", `/api/material-progress/${materialId}/question-attempt`, {
    token: s.token,
    body: { question_id: questionId, answer: text, answer_set_id: setId },
  });
}

describe("a game is an answer set", () => {
  it("sends no answer before answering, and earns the spec's XP for the set", async () => {
    const s = await createStudent(t);
    const opened = await openGame(s, `swipe-deck-${truths}`);
    expect(opened.statusCode).toBe(201);
    const set = opened.json() as {
      set_id: string;
      kind: string;
      engine: string;
      items: { material_id: number; question: { id: string } }[];
    };
    expect(set).toMatchObject({ kind: "game", engine: "swipe-deck" });
    expect(set.items).toHaveLength(3);
    expect(opened.body).not.toMatch(/correctAnswer|explanation|acceptableAnswers/);
    const right: Record<string, string> = { t1: "true", t2: "false", t3: "true" };
    for (const item of set.items) {
      const res = await answer(s, set.set_id, truths, item.question.id, right[item.question.id]!);
      expect(res.statusCode).toBe(200);
      expect(res.json().attempt.is_correct).toBe(true);
    }
    const done = await call(t, "POST", `/api/answer-sets/${set.set_id}/finish`, { token: s.token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      awarded: awardForAnswerSet({ correct: 3, mistakes: 0, totalSeconds: 1, multiplier: 1 }).total,
      counted: 3,
      is_whole_set: true,
    });
    const data = (await gamesData(s.token, "?include_preferences=true")).json() as Data;
    expect(data.recently_played[0]).toMatchObject({
      card_id: `swipe-deck-${truths}`,
      xp_awarded: done.json().awarded,
    });
    expect(data.preferences?.last_engine).toBe("swipe-deck");
    expect(data.cards.find((c) => c.id === `swipe-deck-${truths}`)?.mastery).toBe(1);
    // Fair play: the same questions again the same day earn nothing more.
    const again = (await openGame(s, `timed-rush-${truths}`)).json() as typeof set;
    for (const item of again.items)
      await answer(s, again.set_id, truths, item.question.id, right[item.question.id]!);
    const second = await call(t, "POST", `/api/answer-sets/${again.set_id}/finish`, { token: s.token });
    expect(second.json()).toMatchObject({ awarded: 0, repeats: 3 });
  });

  it("judges an order-the-steps puzzle on the server, from the order it keeps", async () => {
    const s = await createStudent(t);
    const set = (await openGame(s, `order-the-steps-${truths}`)).json() as {
      set_id: string;
      items: { material_id: number; question: { id: string; options: { id: string; text: string }[] } }[];
    };
    const puzzle = set.items[0]!.question;
    expect(puzzle.options.map((o) => o.text).sort()).toEqual(
      ["Start at 15.", "Add 5 each time: 20, 25, 30.", "So the list is 15, 20, 25, 30."].sort(),
    );
    const inOrder = ["Start at 15.", "Add 5 each time: 20, 25, 30.", "So the list is 15, 20, 25, 30."].map(
      (text) => puzzle.options.find((o) => o.text === text)!.id,
    );
    const wrong = await answer(s, set.set_id, truths, puzzle.id, [...inOrder].reverse().join(","));
    expect(wrong.json().attempt.is_correct).toBe(false);
    const right = await answer(s, set.set_id, truths, puzzle.id, inOrder.join(","));
    expect(right.json().attempt.is_correct).toBe(true);
    // A made-up question is only found in its own set.
    const stray = await answer(s, set.set_id, truths, "g-steps-9", inOrder.join(","));
    expect(stray.statusCode).toBe(404);
  });

  it("answers an unknown card or a material with too few questions with 404", async () => {
    const s = await createStudent(t);
    expect((await openGame(s, "swipe-deck-999999")).statusCode).toBe(404);
    expect((await openGame(s, `swipe-deck-${french}`)).statusCode).toBe(404);
    expect((await openGame(s, "pinball-3")).statusCode).toBe(404);
    expect((await openGame(s, "not a card")).statusCode).toBe(400);
  });
});
