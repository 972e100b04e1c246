import { QUESTION_TYPES } from "@app/contract/question-types";
import { describe, expect, it } from "vitest";
import {
  cardMastery,
  engineSuits,
  enginesFor,
  GAME_ENGINES,
  GAME_EXCLUDED_TYPES,
  gameCardId,
  gameExclusionReason,
  masteryLabel,
  matchesGameFilters,
  matchingChoices,
  moveStep,
  nextCombo,
  numberedSteps,
  parseGameCardId,
  pickNextGame,
  rushSeconds,
} from "./games.ts";

describe("game engines and cards (issue 23)", () => {
  it("plays each question type in the engines that suit it", () => {
    expect(engineSuits("swipe-deck", "true_false")).toBe(true);
    expect(engineSuits("swipe-deck", "multiple_choice")).toBe(false);
    expect(engineSuits("matching-pairs", "multiple_choice")).toBe(true);
    expect(engineSuits("timed-rush", "true_false")).toBe(true);
    expect(engineSuits("fill-the-blank", "numeric")).toBe(true);
    expect(engineSuits("fill-the-blank", "multiple_choice")).toBe(false);
    expect(engineSuits("flashcards", "short_answer")).toBe(true);
  });

  it("plays every question type in some engine, or says why none fits (issue 26)", () => {
    for (const type of QUESTION_TYPES) {
      const engines = GAME_ENGINES.filter((engine) => engineSuits(engine, type));
      const reason = gameExclusionReason(type);
      expect(engines.length > 0 || (reason !== undefined && reason.length > 20), type).toBe(true);
      // A type is played or excluded, never both.
      if (reason !== undefined) expect(engines, type).toEqual([]);
    }
    expect(Object.keys(GAME_EXCLUDED_TYPES)).toEqual(["geometry"]);
    expect(gameExclusionReason("geometry")).toMatch(/board/);
    expect(gameExclusionReason("numeric")).toBeUndefined();
    // A geometry lesson makes no game of its constructions, however many it has.
    expect(enginesFor(["geometry", "geometry", "geometry", "geometry"], 0)).toEqual([]);
  });

  it("offers an engine only with enough questions of its kinds", () => {
    expect(enginesFor(["true_false", "true_false", "numeric"], 0)).toEqual(["flashcards", "swipe-deck"]);
    expect(enginesFor(["multiple_choice", "multiple_choice", "multiple_choice"], 1)).toEqual([
      "flashcards",
      "matching-pairs",
      "timed-rush",
      "order-the-steps",
    ]);
    expect(enginesFor(["numeric"], 0)).toEqual([]);
  });

  it("names a card by engine and material, and reads it back", () => {
    expect(gameCardId("swipe-deck", 42)).toBe("swipe-deck-42");
    expect(parseGameCardId("swipe-deck-42")).toEqual({ engine: "swipe-deck", materialId: 42 });
    expect(parseGameCardId("order-the-steps-7")).toEqual({ engine: "order-the-steps", materialId: 7 });
    expect(parseGameCardId("pinball-42")).toBeNull();
    expect(parseGameCardId("swipe-deck-0")).toBeNull();
    expect(parseGameCardId("swipe-deck-99999999999")).toBeNull();
    expect(parseGameCardId("swipe-deck-4x")).toBeNull();
  });

  it("reads a worked example's numbered steps, and nothing from prose", () => {
    expect(numberedSteps("1. Start at 15.\n2. Add 5 each time.\n3. So the list is 15, 20.")).toEqual([
      "Start at 15.",
      "Add 5 each time.",
      "So the list is 15, 20.",
    ]);
    expect(numberedSteps("Just add them up.")).toEqual([]);
    expect(numberedSteps("1. One\n3. Three")).toEqual(["One"]);
  });
});

describe("the hub's filters (spec 7.2)", () => {
  const card = {
    id: "swipe-deck-1",
    title: "Skip counting",
    subject: "Math",
    difficulty: "beginner",
    practises: "True or false on skip counting",
    engine_name: "Swipe deck",
  };
  it("keeps a card that passes every given filter", () => {
    expect(matchesGameFilters(card, {}, new Set())).toBe(true);
    expect(matchesGameFilters(card, { subjects: ["math"], difficulty: "beginner" }, new Set())).toBe(true);
    expect(matchesGameFilters(card, { search: "SKIP swipe" }, new Set())).toBe(true);
  });
  it("drops a card failing one", () => {
    expect(matchesGameFilters(card, { subjects: ["French"] }, new Set())).toBe(false);
    expect(matchesGameFilters(card, { difficulty: "advanced" }, new Set())).toBe(false);
    expect(matchesGameFilters(card, { search: "verbs" }, new Set())).toBe(false);
    expect(matchesGameFilters(card, { favoriteOnly: true }, new Set())).toBe(false);
    expect(matchesGameFilters(card, { favoriteOnly: true }, new Set(["swipe-deck-1"]))).toBe(true);
  });
});

describe("mastery, the next game, combos and the engines' small rules", () => {
  it("measures mastery as the share of questions once right", () => {
    expect(cardMastery(3, 4)).toBe(0.75);
    expect(cardMastery(0, 0)).toBe(0);
    expect(masteryLabel(0, false)).toBe("New");
    expect(masteryLabel(0.95, true)).toBe("Mastered");
    expect(masteryLabel(0.6, true)).toBe("Getting there");
    expect(masteryLabel(0.2, true)).toBe("Needs practice");
  });
  it("starts the card with the most due items, then the weakest, not one played today", () => {
    const cards = [
      { id: "a", due_count: 0, mastery: 0.1 },
      { id: "b", due_count: 3, mastery: 0.9 },
      { id: "c", due_count: 3, mastery: 0.2 },
    ];
    expect(pickNextGame(cards)?.id).toBe("c");
    expect(pickNextGame(cards, new Set(["c"]))?.id).toBe("b");
    expect(pickNextGame([])).toBeNull();
  });
  it("counts a combo and resets it on a miss", () => {
    expect(nextCombo(2, true)).toBe(3);
    expect(nextCombo(5, false)).toBe(0);
  });
  it("gives timed rush 15 seconds a question, and calm mode no timer", () => {
    expect(rushSeconds(false)).toBe(15);
    expect(rushSeconds(true)).toBeNull();
  });
  it("offers every option text once in matching pairs", () => {
    const qs = [
      {
        id: "q1",
        options: [
          { id: "a", text: "4" },
          { id: "b", text: "5" },
        ],
      },
      {
        id: "q2",
        options: [
          { id: "a", text: "5" },
          { id: "b", text: "6" },
        ],
      },
    ];
    expect(matchingChoices(qs)).toEqual(["4", "5", "6"]);
  });
  it("moves a step up or down by keyboard, never off the list", () => {
    expect(moveStep(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveStep(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveStep(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
  });
});
