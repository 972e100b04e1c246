import { describe, expect, it } from "vitest";
import { evaluateAnswer } from "./evaluate.ts";
import type { PracticeQuestion } from "./types.ts";

const capitals: PracticeQuestion = {
  id: "q1",
  type: "multiple_choice",
  question: "What is the capital of France?",
  options: [
    { id: "a", text: "London" },
    { id: "b", text: "Paris" },
    { id: "c", text: "Saint-Étienne" },
    { id: "d", text: "New York" },
  ],
  correctAnswer: "b",
  hint: "",
};

const signs: PracticeQuestion = {
  id: "q2",
  type: "multiple_choice",
  question: "Factor x² − 1.",
  options: [
    { id: "a", text: "x+1" },
    { id: "b", text: "x-1" },
    { id: "c", text: "1/2" },
    { id: "d", text: "-3" },
    { id: "e", text: "3" },
  ],
  correctAnswer: "b",
  hint: "",
};

describe("multiple choice by option id", () => {
  it.each(["b", "B", "(b)", "(B)", "b)", "b.", " b ", "B:", "b) Paris", "(b) paris"])(
    "%j picks Paris",
    (answer) => {
      expect(evaluateAnswer(capitals, answer)).toMatchObject({
        is_correct: true,
        score: 1,
        evaluation_method: "multiple_choice",
        evaluation_sub_method: "option_id",
        correct_answer: "Paris",
      });
    },
  );

  it.each(["a", "(A)", "c)", "D", "a) London"])("%j picks a wrong option", (answer) => {
    expect(evaluateAnswer(capitals, answer)).toMatchObject({
      is_correct: false,
      score: 0,
      evaluation_sub_method: "option_id",
      correct_answer: "Paris",
    });
  });
});

describe("multiple choice by option text", () => {
  it.each(["Paris", "paris", "PARIS", "  Paris  ", "Paris.", "Paris!", "'Paris'"])(
    "%j picks Paris",
    (answer) => {
      expect(evaluateAnswer(capitals, answer)).toMatchObject({
        is_correct: true,
        evaluation_sub_method: "option_text",
      });
    },
  );

  it.each(["london", "new  york", "New York?", "saint etienne", "Saint-Étienne"])(
    "%j picks a wrong option",
    (answer) => {
      expect(evaluateAnswer(capitals, answer)).toMatchObject({
        is_correct: false,
        evaluation_sub_method: "option_text",
      });
    },
  );

  it("keeps options apart that differ only by a sign", () => {
    expect(evaluateAnswer(signs, "x-1")).toMatchObject({
      is_correct: true,
      evaluation_sub_method: "option_text",
    });
    expect(evaluateAnswer(signs, "x - 1").is_correct).toBe(true);
    expect(evaluateAnswer(signs, "x+1").is_correct).toBe(false);
    expect(evaluateAnswer(signs, "-3")).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "option_text",
    });
    expect(evaluateAnswer(signs, "x 1")).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "no_such_option",
    });
  });

  it("never drops a minus sign", () => {
    const q = {
      ...signs,
      options: [
        { id: "a", text: "-3" },
        { id: "b", text: "4" },
      ],
      correctAnswer: "a",
    };
    expect(evaluateAnswer(q, "3")).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "no_such_option",
    });
    expect(evaluateAnswer(q, "−3")).toMatchObject({ is_correct: true });
  });

  it("matches a number to the option with that value", () => {
    expect(evaluateAnswer(signs, "0.5")).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "option_value",
    });
    const halves = { ...signs, correctAnswer: "c" };
    expect(evaluateAnswer(halves, "0.5")).toMatchObject({
      is_correct: true,
      evaluation_sub_method: "option_value",
    });
    expect(evaluateAnswer(halves, "2/4").is_correct).toBe(true);
  });

  it("an answer naming no option says so", () => {
    for (const answer of ["Rome", "f", "(z)", "b c"]) {
      expect(evaluateAnswer(capitals, answer)).toMatchObject({
        is_correct: false,
        evaluation_sub_method: "no_such_option",
        correct_answer: "Paris",
      });
    }
  });

  it("content whose correct answer is the option's text still works", () => {
    const byText = { ...capitals, correctAnswer: "Paris" };
    expect(evaluateAnswer(byText, "b").is_correct).toBe(true);
    expect(evaluateAnswer(byText, "paris").is_correct).toBe(true);
    expect(evaluateAnswer(byText, "a").is_correct).toBe(false);
  });

  it("without options, compares with the correct answer's text", () => {
    const bare = { ...capitals, options: undefined, correctAnswer: "Paris" };
    expect(evaluateAnswer(bare, "paris")).toMatchObject({ is_correct: true, correct_answer: "Paris" });
    expect(evaluateAnswer(bare, "London").is_correct).toBe(false);
  });
});

describe("true/false with synonyms", () => {
  const isTrue: PracticeQuestion = {
    id: "q",
    type: "true_false",
    question: "2 is even.",
    correctAnswer: "true",
    hint: "",
  };
  const isFalse: PracticeQuestion = { ...isTrue, correctAnswer: "False" };

  const trueWords = [
    "true",
    "True",
    "TRUE",
    "t",
    "T",
    "yes",
    "Y",
    "vrai",
    "Vrai !",
    "verdadero",
    "correct",
    "right",
    "1",
    "true.",
  ];
  const falseWords = ["false", "F", "no", "n", "faux", "falso", "incorrect", "wrong", "0", "No."];

  it.each(trueWords)("%j means true", (answer) => {
    expect(evaluateAnswer(isTrue, answer)).toMatchObject({
      is_correct: true,
      score: 1,
      correct_answer: "True",
    });
    expect(evaluateAnswer(isFalse, answer)).toMatchObject({
      is_correct: false,
      score: 0,
      correct_answer: "False",
    });
  });

  it.each(falseWords)("%j means false", (answer) => {
    expect(evaluateAnswer(isFalse, answer).is_correct).toBe(true);
    expect(evaluateAnswer(isTrue, answer).is_correct).toBe(false);
  });

  it("tells the exact word from a synonym", () => {
    expect(evaluateAnswer(isTrue, "True").evaluation_sub_method).toBe("exact");
    expect(evaluateAnswer(isTrue, "yes").evaluation_sub_method).toBe("synonym");
    expect(evaluateAnswer(isTrue, "TRUE.").evaluation_sub_method).toBe("exact");
  });

  it.each(["maybe", "peut-être", "truth", "2", "yes no"])("%j is neither", (answer) => {
    expect(evaluateAnswer(isTrue, answer)).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "unrecognized",
      feedback: "Answer true or false.",
    });
  });

  it("reads the stored answer with the same synonyms", () => {
    expect(evaluateAnswer({ ...isTrue, correctAnswer: "Vrai" }, "true").is_correct).toBe(true);
    expect(evaluateAnswer({ ...isTrue, correctAnswer: "F" }, "faux").is_correct).toBe(true);
  });
});
