import { awardForAnswerSet } from "@app/domain/xp";
import { describe, expect, it } from "vitest";
import { call, createParent, createStudent, useTestApp } from "../../test/helpers.ts";

/*
 * Issue 23, decision 063: a verb round is built on the server and opened as a game answer set;
 * only prompts travel; answers are judged by the shared evaluator (an accent slip is partial
 * credit, "watch the accent"); the set's finish awards the spec's XP; weak verbs come back.
 */

const t = useTestApp();

type Student = Awaited<ReturnType<typeof createStudent>>;
type Round = {
  set_id: string;
  kind: string;
  items: {
    material_id: number;
    question: { id: string; type: string; question: string; options: { id: string; text: string }[] };
  }[];
};

function open(token: string, body: Record<string, unknown>) {
  return call(t, "POST", "/api/student/verb-rounds", { token, body });
}

/** The answers the server kept with the set (read from the database, as only the server can). */
async function keptAnswers(
  setId: string,
): Promise<Map<string, { correctAnswer: string; options?: { id: string; text: string }[] }>> {
  const row = await t.database.db
    .selectFrom("answer_sets")
    .select("generated")
    .where("id", "=", setId)
    .executeTakeFirstOrThrow();
  const list = row.generated as { question: { id: string; correctAnswer: string } }[];
  return new Map(list.map((g) => [g.question.id, g.question]));
}

function answer(s: Student, round: Round, index: number, text: string) {
  const item = round.items[index]!;
  return call(t, "POST", `/api/material-progress/${item.material_id}/question-attempt`, {
    token: s.token,
    body: { question_id: item.question.id, answer: text, answer_set_id: round.set_id },
  });
}

const foldAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

describe("a French verb round", () => {
  it("sends prompts only, judges typed forms with accent credit, and earns the set's XP", async () => {
    const s = await createStudent(t);
    const res = await open(s.token, {
      language: "fr",
      source: "chosen",
      verbs: ["être"],
      tenses: ["imparfait"],
      persons: ["je", "tu", "nous", "vous", "ils"],
      size: 5,
    });
    expect(res.statusCode).toBe(201);
    const round = res.json() as Round;
    expect(round.kind).toBe("game");
    expect(round.items).toHaveLength(5);
    expect(round.items[0]!.question.question).toContain("**être** · imparfait");
    // No answer before answering: no key, and none of the forms asked.
    expect(res.body).not.toMatch(/correctAnswer|acceptableAnswers|étais|étions|étiez|étaient/);
    const kept = await keptAnswers(round.set_id);
    const expected = round.items.map((i) => kept.get(i.question.id)!.correctAnswer);
    expect(expected.every((e) => /^(j'|tu |nous |vous |ils )ét/.test(e))).toBe(true);

    const right = await answer(s, round, 0, expected[0]!);
    expect(right.statusCode).toBe(200);
    expect(right.json().attempt).toMatchObject({ is_correct: true, score: 1 });
    // An accent slip: right, with partial credit and the evaluator's "watch the accent".
    const slip = await answer(s, round, 1, foldAccents(expected[1]!));
    expect(slip.json().attempt).toMatchObject({ is_correct: true, score: 0.8 });
    expect(slip.json().attempt.feedback).toMatch(/watch the accent/);
    for (let i = 2; i < 5; i++) await answer(s, round, i, expected[i]!);

    const done = await call(t, "POST", `/api/answer-sets/${round.set_id}/finish`, { token: s.token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      awarded: awardForAnswerSet({ correct: 5, mistakes: 0, totalSeconds: 1, multiplier: 1 }).total,
      is_whole_set: true,
    });
    expect(done.json().awarded).toBeGreaterThan(0);
  });

  it("asks être verbs with agreement and takes the form without the subject too", async () => {
    const s = await createStudent(t);
    const round = (
      await open(s.token, {
        language: "fr",
        source: "chosen",
        verbs: ["aller"],
        tenses: ["passe-compose"],
        persons: ["elle"],
        size: 5,
      })
    ).json() as Round;
    expect(round.items).toHaveLength(1);
    expect(round.items[0]!.question.question).toContain("elle ___");
    expect((await answer(s, round, 0, "est allée")).json().attempt).toMatchObject({
      is_correct: true,
      score: 1,
    });
  });

  it("feeds the misses back as weak verbs, and plays a round of them", async () => {
    const s = await createStudent(t);
    const round = (
      await open(s.token, {
        language: "fr",
        source: "chosen",
        verbs: ["faire"],
        tenses: ["futur"],
        persons: ["je", "tu", "nous"],
        size: 5,
      })
    ).json() as Round;
    // A missed form is shown at once (recorded as shown).
    const miss = (await answer(s, round, 0, "fairai")).json().attempt;
    expect(miss).toMatchObject({ is_correct: false, answer_shown: true });
    expect(miss.correct_answer).toMatch(/^(je ferai|tu feras|nous ferons)$/);
    for (let i = 1; i < round.items.length; i++) await answer(s, round, i, "fairai");
    const setup = await call(t, "GET", "/api/student/verb-games/fr", { token: s.token });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().weak_verbs[0]).toMatchObject({ verb: "faire", misses: 3 });
    expect(setup.json().frequent_verbs.slice(0, 3)).toEqual(["être", "avoir", "faire"]);
    const weak = await open(s.token, {
      language: "fr",
      source: "weak",
      tenses: ["present"],
      persons: ["je", "il"],
    });
    expect(weak.statusCode).toBe(201);
    expect((weak.json() as Round).items.every((i) => i.question.question.includes("**faire**"))).toBe(true);
    const none = await open((await createStudent(t)).token, {
      language: "fr",
      source: "weak",
      tenses: ["present"],
      persons: ["je"],
    });
    expect(none.statusCode).toBe(400);
  });
});

describe("a Spanish verb round", () => {
  it("picks the form among four choices, judged on the server", async () => {
    const s = await createStudent(t);
    const res = await open(s.token, {
      language: "es",
      source: "chosen",
      verbs: ["pedir", "tener"],
      tenses: ["presente", "preterito"],
      persons: ["yo", "el"],
      mode: "pick",
      size: 5,
    });
    expect(res.statusCode).toBe(201);
    const round = res.json() as Round;
    expect(round.items.length).toBeGreaterThanOrEqual(5);
    expect(round.items[0]!.question.options).toHaveLength(4);
    expect(res.body).not.toMatch(/correctAnswer|acceptableAnswers/);
    const kept = await keptAnswers(round.set_id);
    const id = kept.get(round.items[0]!.question.id)!.correctAnswer;
    expect((await answer(s, round, 0, id)).json().attempt.is_correct).toBe(true);
    const wrong = round.items[1]!.question.options.find(
      (o) => o.id !== kept.get(round.items[1]!.question.id)!.correctAnswer,
    )!;
    expect((await answer(s, round, 1, wrong.id)).json().attempt.is_correct).toBe(false);
  });
});

describe("a verb round's setup and who may play", () => {
  it("refuses a bad setup with a clear 400, and makes no set", async () => {
    const s = await createStudent(t);
    const before = await t.database.db
      .selectFrom("answer_sets")
      .select(t.database.db.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ language: "fr", tenses: ["presente"], persons: ["je"] }, /Unknown tense: presente/],
      [{ language: "es", tenses: ["presente"], persons: ["je"] }, /Unknown pronoun: je/],
      [{ language: "fr", tenses: [], persons: ["je"] }, /Choose at least one tense/],
      [{ language: "de", tenses: ["present"], persons: ["je"] }, /language must be fr or es/],
      [
        { language: "fr", source: "chosen", verbs: ["zorglubber"], tenses: ["present"], persons: ["je"] },
        /Unknown verb: zorglubber/,
      ],
      [{ language: "fr", tenses: ["present"], persons: ["je"], size: 200 }, /5 to 20 questions/],
      [{ language: "fr", tenses: ["present"], persons: ["je"], answers: true }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await open(s.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatch(message);
    }
    const after = await t.database.db
      .selectFrom("answer_sets")
      .select(t.database.db.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it("lets a parent open a round for their child and refuses another family's child", async () => {
    const parent = await createParent(t);
    const other = await createParent(t);
    const body = { language: "es", tenses: ["futuro"], persons: ["yo"], student_id: parent.childIds[0] };
    expect((await open(parent.token, body)).statusCode).toBe(201);
    expect((await open(other.token, body)).statusCode).toBe(403);
    const setup = await call(t, "GET", `/api/student/verb-games/es?student_id=${parent.childIds[0]}`, {
      token: other.token,
    });
    expect(setup.statusCode).toBe(403);
  });
});
