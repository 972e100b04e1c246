import { evaluateAnswer } from "@app/domain/evaluator/evaluate";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/helpers.ts";
import { seedCatalogue } from "./catalogue.ts";
import { seedDemo } from "./demo.ts";
import { SEED_QUIZZES, seedQuizzes } from "./quizzes.ts";

const t = useTestApp();
beforeAll(async () => {
  await seedCatalogue(t.database.db);
  await seedDemo(t.database.db);
});

describe("the seeded quizzes", () => {
  it("stand behind every quiz item of the library, once", async () => {
    const items = await t.database.db
      .selectFrom("content_items")
      .leftJoin("quizzes", "quizzes.content_id", "content_items.id")
      .select(["content_items.title", "quizzes.id as quiz_id"])
      .where("content_items.content_type", "=", "quiz")
      .execute();
    expect(items.length).toBe(SEED_QUIZZES.length);
    expect(items.every((i) => i.quiz_id !== null)).toBe(true);
    expect(await seedQuizzes(t.database.db)).toBe(0);
  });

  it("link the demo's quiz assignments to their quiz", async () => {
    const rows = await t.database.db
      .selectFrom("assignments")
      .select(["quiz_id"])
      .where("assignment_type", "=", "quiz")
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.quiz_id !== null)).toBe(true);
  });

  it("accept their own correct answers (the evaluator agrees with the answer key)", () => {
    for (const quiz of SEED_QUIZZES) {
      for (const q of quiz.questions as unknown as PracticeQuestion[]) {
        expect(evaluateAnswer(q, q.correctAnswer).is_correct, `${quiz.title} ${q.id}`).toBe(true);
      }
    }
  });
});
