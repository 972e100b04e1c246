import { GAME_ENGINES } from "@app/contract/games";
import type { JudgedQuestionType } from "@app/contract/question-types";

/**
 * The games' rules (issue 23): which engine plays which kind of practice question, how a game
 * card is named, how the hub's filters pick cards, and which card a student plays next. A card is
 * one material's questions played in one engine, so every lesson with practice questions is
 * playable from the day it is written, with no extra work.
 */

/** The six game engines, one folder each on the web (`features/games/engines/<id>`). */
export { GAME_ENGINES };
export type GameEngine = (typeof GAME_ENGINES)[number];

export const GAME_ENGINE_NAMES: Readonly<Record<GameEngine, string>> = {
  flashcards: "Flashcards",
  "swipe-deck": "Swipe deck",
  "matching-pairs": "Matching pairs",
  "timed-rush": "Timed rush",
  "fill-the-blank": "Fill the blank",
  "order-the-steps": "Order the steps",
};

/** What each engine asks the student to do, as the card says it. */
export const GAME_ENGINE_VERBS: Readonly<Record<GameEngine, string>> = {
  flashcards: "Recall and rate yourself",
  "swipe-deck": "True or false, by swipe",
  "matching-pairs": "Match each question to its answer",
  "timed-rush": "Quick choices against the clock",
  "fill-the-blank": "Type the missing answer",
  "order-the-steps": "Put a worked example's steps in order",
};

/** The question types each engine can play (the evaluator's types, spec 5). */
const ENGINE_TYPES: Readonly<Record<GameEngine, readonly string[]>> = {
  flashcards: ["multiple_choice", "true_false", "numeric", "algebraic", "short_answer", "text", "solutions"],
  "swipe-deck": ["true_false"],
  "matching-pairs": ["multiple_choice"],
  "timed-rush": ["multiple_choice", "true_false"],
  "fill-the-blank": ["numeric", "algebraic", "short_answer", "text", "solutions"],
  "order-the-steps": [],
};

/**
 * The question types no engine plays, each with the reason (issue 26: a type flows through games
 * "where it fits"). Every other type of the contract's list is played by at least one engine
 * (games.test.ts holds both to it).
 */
export const GAME_EXCLUDED_TYPES: Readonly<Partial<Record<JudgedQuestionType, string>>> = {
  geometry:
    "A construction is built point by point on a board and judged by its condition: it is not recalled, matched or typed in a few seconds. Geometry questions are practised on the lesson, in practice, review and quizzes, which show the board.",
};

/** Why no game plays a question type, or undefined when some engine does. */
export function gameExclusionReason(questionType: string): string | undefined {
  return Object.hasOwn(GAME_EXCLUDED_TYPES, questionType)
    ? GAME_EXCLUDED_TYPES[questionType as JudgedQuestionType]
    : undefined;
}

/** The fewest questions that make a game of each engine (matching needs pairs to choose among). */
export const MIN_GAME_ITEMS: Readonly<Record<GameEngine, number>> = {
  flashcards: 3,
  "swipe-deck": 2,
  "matching-pairs": 3,
  "timed-rush": 3,
  "fill-the-blank": 2,
  "order-the-steps": 1,
};

/** The most questions one game holds: a game is a few minutes. */
export const MAX_GAME_ITEMS = 10;

/** The fewest numbered steps a worked example needs to be an order-the-steps puzzle. */
export const MIN_ORDER_STEPS = 3;

export function isGameEngine(value: string): value is GameEngine {
  return (GAME_ENGINES as readonly string[]).includes(value);
}

/** Whether an engine plays a question of this type. */
export function engineSuits(engine: GameEngine, questionType: string): boolean {
  return ENGINE_TYPES[engine].includes(questionType);
}

/** A card id: the engine and the material, e.g. "swipe-deck-42". */
export function gameCardId(engine: GameEngine, materialId: number): string {
  return `${engine}-${materialId}`;
}

/** Reads a card id; null when it names no engine or no material. */
export function parseGameCardId(cardId: string): { engine: GameEngine; materialId: number } | null {
  const match = /^([a-z-]+)-([1-9]\d{0,9})$/.exec(cardId);
  if (!match) return null;
  const [, engine, id] = match;
  const materialId = Number(id);
  if (!isGameEngine(engine!) || materialId > 2_147_483_647) return null;
  return { engine: engine as GameEngine, materialId };
}

/**
 * The numbered steps of a worked example's solution ("1. Start at 15.\n2. Add 5…"), in order;
 * empty when the solution is not written as numbered steps.
 */
export function numberedSteps(solution: string): string[] {
  const steps: string[] = [];
  for (const line of solution.split("\n")) {
    const match = /^\s*(\d+)[.)]\s+(.+)$/.exec(line);
    if (match && Number(match[1]) === steps.length + 1) steps.push(match[2]!.trim());
  }
  return steps;
}

/** The engines a material can be played in, given its question types and worked examples. */
export function enginesFor(questionTypes: readonly string[], orderableExamples: number): GameEngine[] {
  return GAME_ENGINES.filter((engine) =>
    engine === "order-the-steps"
      ? orderableExamples >= MIN_GAME_ITEMS[engine]
      : questionTypes.filter((t) => engineSuits(engine, t)).length >= MIN_GAME_ITEMS[engine],
  );
}

/** The hub's filters (spec 7.2: subjects, difficulty, search, favoriteOnly). */
export interface GameFilters {
  subjects?: string[];
  difficulty?: string;
  search?: string;
  favoriteOnly?: boolean;
}

export interface FilterableCard {
  id: string;
  title: string;
  subject: string;
  difficulty: string;
  practises: string;
  engine_name: string;
}

/** Whether a card passes the filters: every given filter must hold; search matches words, any case. */
export function matchesGameFilters(
  card: FilterableCard,
  filters: GameFilters,
  favorites: ReadonlySet<string>,
): boolean {
  if (filters.subjects && filters.subjects.length > 0) {
    const wanted = filters.subjects.map((s) => s.toLowerCase());
    if (!wanted.includes(card.subject.toLowerCase())) return false;
  }
  if (filters.difficulty && filters.difficulty !== "all" && card.difficulty !== filters.difficulty)
    return false;
  if (filters.favoriteOnly && !favorites.has(card.id)) return false;
  const search = filters.search?.trim().toLowerCase();
  if (search) {
    const text = `${card.title} ${card.subject} ${card.practises} ${card.engine_name}`.toLowerCase();
    if (!search.split(/\s+/).every((word) => text.includes(word))) return false;
  }
  return true;
}

/** How well a student knows a card's questions: the share answered right at least once, 0 to 1. */
export function cardMastery(rightQuestions: number, totalQuestions: number): number {
  if (totalQuestions <= 0) return 0;
  return Math.min(1, rightQuestions / totalQuestions);
}

/** The words a card's mastery is shown with. */
export function masteryLabel(mastery: number, played: boolean): string {
  if (!played) return "New";
  if (mastery >= 0.9) return "Mastered";
  if (mastery >= 0.5) return "Getting there";
  return "Needs practice";
}

/**
 * The card `games/play` starts: the one with the most review items due, then the weakest mastery,
 * then the first in catalogue order; cards already played today come after the others.
 */
export function pickNextGame<T extends { id: string; due_count: number; mastery: number }>(
  cards: readonly T[],
  playedToday: ReadonlySet<string> = new Set(),
): T | null {
  const rank = (c: T) => [playedToday.has(c.id) ? 1 : 0, -c.due_count, c.mastery];
  const sorted = cards
    .map((card, index) => ({ card, index, rank: rank(card) }))
    .sort(
      (a, b) =>
        a.rank[0]! - b.rank[0]! || a.rank[1]! - b.rank[1]! || a.rank[2]! - b.rank[2]! || a.index - b.index,
    );
  return sorted[0]?.card ?? null;
}

/** A combo: right answers in a row; a miss resets it. */
export function nextCombo(combo: number, isCorrect: boolean): number {
  return isCorrect ? combo + 1 : 0;
}

/** The seconds a timed-rush question allows (calm mode has no timer: null). */
export function rushSeconds(calm: boolean): number | null {
  return calm ? null : 15;
}

/** A matching-pairs game's right column: every option of its questions, each text once, shuffled by `order`. */
export function matchingChoices(
  questions: readonly { id: string; options: readonly { id: string; text: string }[] }[],
  order: (texts: string[]) => string[] = (texts) => texts,
): string[] {
  const texts = [...new Set(questions.flatMap((q) => q.options.map((o) => o.text)))];
  return order(texts);
}

/** Moves an item of a list one place up (-1) or down (+1): the keyboard's way to reorder steps. */
export function moveStep<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
}
