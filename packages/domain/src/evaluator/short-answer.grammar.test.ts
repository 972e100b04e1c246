import { describe, expect, it } from "vitest";
import { evaluateAnswer } from "./evaluate.ts";
import type { PracticeQuestion } from "./types.ts";

const q = (
  correctAnswer: string,
  language = "es",
  extra: Partial<PracticeQuestion> = {},
): PracticeQuestion => ({
  id: "q",
  type: "short_answer",
  question: "?",
  correctAnswer,
  language,
  hint: "",
  ...extra,
});

describe("a wrong ending is the wrong form, not a typo (French and Spanish)", () => {
  it.each([
    ["gustan", "gusta"],
    ["escriben", "escribe"],
    ["simpáticas", "simpáticos"],
    ["encantada", "encantado"],
    ["trabajan", "trabajen"],
    ["verdes", "verde"],
  ])("es: %s is not %s", (correct, given) => {
    const r = evaluateAnswer(q(correct), given);
    expect(r).toMatchObject({ is_correct: false, evaluation_sub_method: "wrong_ending", score: 0.5 });
    expect(r.feedback).toContain(correct);
  });
  it.each([
    ["enchantée", "enchanté"],
    ["blancs", "blanc"],
    ["gâteaux", "gâteaus"],
    ["sommes", "somme"],
  ])("fr: %s is not %s", (correct, given) => {
    expect(evaluateAnswer(q(correct, "fr"), given)).toMatchObject({
      is_correct: false,
      evaluation_sub_method: "wrong_ending",
    });
  });
  it("still forgives a typo inside a long word", () => {
    expect(evaluateAnswer(q("biblioteca"), "bilbioteca")).toMatchObject({
      is_correct: true,
      evaluation_sub_method: "one_typo",
    });
  });
  it("forgives no typo where spelling is the point", () => {
    expect(evaluateAnswer(q("mangeons", "fr", { strictSpelling: true }), "mangons")).toMatchObject({
      is_correct: false,
    });
    expect(evaluateAnswer(q("mangeons", "fr"), "mangons")).toMatchObject({
      is_correct: true,
      evaluation_sub_method: "one_typo",
    });
  });
  it("keeps accent credit and exact answers", () => {
    expect(evaluateAnswer(q("también"), "tambien")).toMatchObject({
      is_correct: true,
      evaluation_sub_method: "accent_missing",
    });
    expect(evaluateAnswer(q("gustan"), "Gustan.")).toMatchObject({
      is_correct: true,
      evaluation_sub_method: "exact",
    });
  });
  it("leaves English answers' endings alone", () => {
    expect(evaluateAnswer(q("triangles", "en"), "triangle")).toMatchObject({
      is_correct: true,
      evaluation_sub_method: "one_typo",
    });
  });
});
