import { describe, expect, it } from "vitest";
import { effectiveCriteria, missingForCompletion, moduleMasteryStatus } from "./completion.ts";

const material = { question_count: 5, card_count: 4, completion_config: {} };

describe("effectiveCriteria", () => {
  it("by default (strict_deck_completion on, spec 9): every card, every question, no accuracy floor", () => {
    expect(effectiveCriteria(material, null)).toEqual({
      strict_deck_completion: true,
      require_all_cards: true,
      min_questions_answered: 5,
      min_accuracy: 0,
    });
  });

  it("follows the author: strict deck completion off, fewer questions, an accuracy floor", () => {
    const authored = {
      ...material,
      completion_config: { strict_deck_completion: false, min_questions_answered: 3, min_accuracy: 60 },
    };
    expect(effectiveCriteria(authored, null)).toEqual({
      strict_deck_completion: false,
      require_all_cards: false,
      min_questions_answered: 3,
      min_accuracy: 60,
    });
  });

  it("lets a student make the criteria stricter, never looser", () => {
    const authored = {
      ...material,
      completion_config: { strict_deck_completion: false, min_questions_answered: 3, min_accuracy: 60 },
    };
    const looser = effectiveCriteria(authored, {
      require_all_cards: false,
      min_questions_answered: 1,
      min_accuracy: 10,
    });
    expect(looser).toEqual(effectiveCriteria(authored, null));
    const stricter = effectiveCriteria(authored, {
      require_all_cards: true,
      min_questions_answered: 4,
      min_accuracy: 90,
    });
    expect(stricter).toEqual({
      strict_deck_completion: false,
      require_all_cards: true,
      min_questions_answered: 4,
      min_accuracy: 90,
    });
  });

  it("never asks for more questions than the material has", () => {
    expect(effectiveCriteria(material, { min_questions_answered: 50 }).min_questions_answered).toBe(5);
  });
});

describe("missingForCompletion", () => {
  const criteria = effectiveCriteria({ ...material, completion_config: { min_accuracy: 80 } }, null);

  it("names each requirement still open, with the numbers", () => {
    expect(
      missingForCompletion(
        { cards_seen: 1, total_cards: 4, unique_questions_answered: 2, accuracy_pct: 50 },
        criteria,
      ),
    ).toEqual({
      cards: ["Step through every card (1 of 4 seen)"],
      questions: ["Answer every practice question (2 of 5 answered)"],
      accuracy: ["Reach 80% accuracy (now 50%)"],
    });
  });

  it("is empty once every requirement is met", () => {
    expect(
      missingForCompletion(
        { cards_seen: 4, total_cards: 4, unique_questions_answered: 5, accuracy_pct: 80 },
        criteria,
      ),
    ).toEqual({});
  });
});

describe("moduleMasteryStatus", () => {
  it("mastered when every material is; not started before an answer; proficient when all completed", () => {
    expect(moduleMasteryStatus({ materials: 3, mastered: 3, completed: 3, answered: 30 })).toBe("mastered");
    expect(moduleMasteryStatus({ materials: 3, mastered: 0, completed: 0, answered: 0 })).toBe("not_started");
    expect(moduleMasteryStatus({ materials: 3, mastered: 1, completed: 3, answered: 30 })).toBe("proficient");
    expect(moduleMasteryStatus({ materials: 3, mastered: 1, completed: 2, answered: 20 })).toBe("learning");
  });
});
