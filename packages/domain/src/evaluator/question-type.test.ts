import { curriculumQuestionSchema } from "@app/contract/curriculum";
import { QUESTION_TYPE_ALIASES, QUESTION_TYPES, STORED_QUESTION_TYPES } from "@app/contract/question-types";
import { describe, expect, it } from "vitest";
import { evaluateAnswer } from "./evaluate.ts";
import { normalizeQuestionType } from "./question-type.ts";

/* The contract's one list of question types reaches the evaluator and the curriculum (issue 22). */
describe("the one list of question types", () => {
  it.each(QUESTION_TYPES)("judges %s by its own judge", (type) => {
    expect(normalizeQuestionType(type)).toBe(type);
    const result = evaluateAnswer({ id: "q1", type, question: "?", correctAnswer: "1", hint: "Think." }, "1");
    expect(result.evaluation_method).toBe(type);
  });

  it("folds every alias into its type, and an unknown name (even an object's own) into short_answer", () => {
    for (const [alias, type] of Object.entries(QUESTION_TYPE_ALIASES)) {
      expect(normalizeQuestionType(alias)).toBe(type);
    }
    for (const name of ["constructor", "__proto__", "toString", "geometry?"]) {
      expect(normalizeQuestionType(name)).toBe("short_answer");
    }
  });

  it("lets a curriculum file store every type and alias, and nothing else", () => {
    const question = { id: "q1", question: "?", correctAnswer: "1", hint: "Think." };
    for (const type of STORED_QUESTION_TYPES) {
      expect(curriculumQuestionSchema.safeParse({ ...question, type }).success, type).toBe(true);
    }
    expect(curriculumQuestionSchema.safeParse({ ...question, type: "essay" }).success).toBe(false);
  });
});
