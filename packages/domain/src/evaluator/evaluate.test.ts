import { describe, expect, it } from "vitest";
import {
  EMPTY_ANSWER_FEEDBACK,
  evaluateAnswer,
  normalizeQuestionType,
  TOO_LONG_ANSWER_FEEDBACK,
} from "./evaluate.ts";
import { MAX_ANSWER_LENGTH } from "./limits.ts";
import type { PracticeQuestion, QuestionType } from "./types.ts";

function question(
  type: string,
  correctAnswer: string,
  extra: Partial<PracticeQuestion> = {},
): PracticeQuestion {
  return { id: "q1", type: type as QuestionType, question: "?", correctAnswer, hint: "Think.", ...extra };
}

const capitals = question("multiple_choice", "b", {
  options: [
    { id: "a", text: "London" },
    { id: "b", text: "Paris" },
  ],
});

describe("question types (spec 5: text is short_answer, the default)", () => {
  it.each([
    ["text", "short_answer"],
    ["short_answer", "short_answer"],
    ["multiple_choice", "multiple_choice"],
    ["Multiple-Choice", "multiple_choice"],
    [" true_false ", "true_false"],
    ["numeric", "numeric"],
    ["algebraic", "algebraic"],
    ["solutions", "solutions"],
    ["essay", "short_answer"],
    ["", "short_answer"],
    [undefined, "short_answer"],
    [null, "short_answer"],
    [42, "short_answer"],
  ])("%j → %s", (type, expected) => expect(normalizeQuestionType(type)).toBe(expected));

  it("judges a text question as a short answer", () => {
    const result = evaluateAnswer(question("text", "bonjour"), "Bonjour !");
    expect(result).toMatchObject({
      is_correct: true,
      evaluation_method: "short_answer",
      evaluation_sub_method: "exact",
    });
  });

  it("judges a question of unknown or missing type as a short answer", () => {
    expect(evaluateAnswer(question("essay", "hola"), "hola").evaluation_method).toBe("short_answer");
    const untyped = { ...question("x", "hola"), type: undefined } as unknown as PracticeQuestion;
    expect(evaluateAnswer(untyped, "hola")).toMatchObject({
      is_correct: true,
      evaluation_method: "short_answer",
    });
    expect(evaluateAnswer(untyped, "adios").is_correct).toBe(false);
  });
});

describe("bad input (issue 4)", () => {
  const questions = [
    capitals,
    question("true_false", "true"),
    question("numeric", "3/4"),
    question("algebraic", "2x+2"),
    question("solutions", "x = 2, x = -3"),
    question("short_answer", "l'école"),
  ];

  it.each(questions.map((q) => [q.type, q] as const))("%s: an empty answer is not judged", (_type, q) => {
    for (const answer of ["", "   ", "\n\t"]) {
      expect(evaluateAnswer(q, answer)).toMatchObject({
        is_correct: false,
        score: 0,
        evaluation_sub_method: "empty",
        feedback: EMPTY_ANSWER_FEEDBACK,
      });
    }
  });

  it.each(questions.map((q) => [q.type, q] as const))(
    "%s: an answer over 2000 characters is refused",
    (_type, q) => {
      // Even a would-be correct answer padded past the limit: it is never read.
      const padded = `${q.correctAnswer}${" ".repeat(MAX_ANSWER_LENGTH)}`;
      for (const answer of [padded, "x".repeat(MAX_ANSWER_LENGTH + 1), "(".repeat(100_000)]) {
        expect(evaluateAnswer(q, answer)).toMatchObject({
          is_correct: false,
          score: 0,
          evaluation_sub_method: "too_long",
          feedback: TOO_LONG_ANSWER_FEEDBACK,
        });
      }
    },
  );

  it("an answer of exactly 2000 characters is still judged", () => {
    const answer = `bonjour${" ".repeat(MAX_ANSWER_LENGTH - 7)}`;
    expect(answer).toHaveLength(MAX_ANSWER_LENGTH);
    expect(evaluateAnswer(question("short_answer", "bonjour"), answer).is_correct).toBe(true);
  });

  it("an answer that is not a string (inline JSON) is treated as empty, not thrown on", () => {
    for (const answer of [undefined, null, 42, {}, ["a"]]) {
      const result = evaluateAnswer(capitals, answer as unknown as string);
      expect(result).toMatchObject({ is_correct: false, evaluation_sub_method: "empty" });
    }
  });

  it("malformed questions give a result, never an exception", () => {
    const malformed = [
      { ...capitals, options: undefined },
      { ...capitals, options: "abc" },
      { ...question("numeric", "x"), correctAnswer: undefined },
      { ...question("numeric", "x"), correctAnswer: 12 },
      { ...question("algebraic", "x"), correctAnswer: "((" },
      { ...question("solutions", "x"), correctAnswer: "" },
      { ...question("short_answer", "x"), acceptableAnswers: [null, 3] },
      { ...question("true_false", "maybe") },
      { ...question("numeric", "5"), tolerance: Number.NaN },
    ] as unknown as PracticeQuestion[];
    for (const q of malformed) {
      const result = evaluateAnswer(q, "5");
      expect(typeof result.is_correct).toBe("boolean");
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.feedback.length).toBeGreaterThan(0);
    }
    expect(evaluateAnswer(malformed[3]!, "12").is_correct).toBe(true);
    expect(evaluateAnswer(malformed[8]!, "5").is_correct).toBe(true);
  });
});

describe("every result is complete", () => {
  const cases: [PracticeQuestion, string][] = [
    [capitals, "b"],
    [capitals, "a"],
    [capitals, "Rome"],
    [question("true_false", "false"), "faux"],
    [question("true_false", "false"), "peut-être"],
    [question("numeric", "0.5"), "1/2"],
    [question("numeric", "0.5"), "abc"],
    [question("algebraic", "x^2-1"), "(x-1)(x+1)"],
    [question("algebraic", "x^2-1"), "x^2+1"],
    [question("solutions", "1, 2"), "1"],
    [question("short_answer", "école"), "ecole"],
    [question("short_answer", "école"), "maison"],
  ];
  it.each(cases)("%#: fills every field with sensible values", (q, answer) => {
    const result = evaluateAnswer(q, answer);
    expect(Object.keys(result).sort()).toEqual([
      "correct_answer",
      "evaluation_method",
      "evaluation_sub_method",
      "feedback",
      "is_correct",
      "score",
    ]);
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThanOrEqual(1);
    expect(result.evaluation_sub_method).toMatch(/^[a-z_]+$/);
    expect(result.feedback).toMatch(/[.!]$/);
    expect(result.correct_answer.length).toBeGreaterThan(0);
    // A wrong answer never scores as if it were right.
    if (!result.is_correct) expect(result.score).toBeLessThan(1);
    if (result.is_correct) expect(result.score).toBeGreaterThanOrEqual(0.8);
  });

  it("is deterministic: the browser and the server give the same verdict", () => {
    for (const [q, answer] of cases) expect(evaluateAnswer(q, answer)).toEqual(evaluateAnswer(q, answer));
  });
});

describe("acceptable answers for numeric, algebraic and solutions questions", () => {
  it("accepts any of them and still shows the main correct answer", () => {
    const q = question("algebraic", "2x + 2", { acceptableAnswers: ["y = 2x + 2"] });
    expect(evaluateAnswer(q, "y - 2x = 2")).toMatchObject({ is_correct: true, correct_answer: "2x + 2" });
    expect(evaluateAnswer(q, "y = 2x + 3").is_correct).toBe(false);
    const n = question("numeric", "0.25", { acceptableAnswers: ["0.3"] });
    expect(evaluateAnswer(n, "0.3")).toMatchObject({ is_correct: true, correct_answer: "0.25" });
    expect(evaluateAnswer(n, "0.35").is_correct).toBe(false);
  });
});
