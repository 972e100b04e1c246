import { foldAccents } from "../evaluator/text.ts";

/*
 * The French café's ordering dialogue (issue 27). Each step the waiter says a line and asks one
 * question of the café lesson ("fr-at-the-cafe" in the French course): the server judges the reply
 * with the evaluator (accents tolerated) inside an answer set, so the order earns XP as French
 * practice. The dialogue branches on what was ordered.
 */

/** The café lesson's slug in the curriculum. */
export const CAFE_LESSON_SLUG = "fr-at-the-cafe";

export type CafeStepId = "greet" | "order" | "sugar" | "butter" | "ice" | "pay" | "goodbye";

export interface CafeStep {
  id: CafeStepId;
  /** What the waiter says (spoken where speech synthesis exists, always subtitled). */
  waiter: string;
  /** The English subtitle under it. */
  english: string;
  /** The lesson question this step asks; none at the goodbye. */
  questionId: string | null;
  /** Replies the student may pick (they may type their own). */
  suggestions: string[];
}

export const CAFE_STEPS: Readonly<Record<CafeStepId, CafeStep>> = {
  greet: {
    id: "greet",
    waiter: "Bonjour ! Bienvenue au Café des Amis.",
    english: "Hello! Welcome to the Café des Amis.",
    questionId: "cafe-greet",
    suggestions: ["Bonjour, monsieur !", "Bonsoir !"],
  },
  order: {
    id: "order",
    waiter: "Qu'est-ce que je vous sers ?",
    english: "What can I get you?",
    questionId: "cafe-order",
    suggestions: [
      "Un café, s'il vous plaît.",
      "Un chocolat chaud, s'il vous plaît.",
      "Un croissant, s'il vous plaît.",
      "Un jus d'orange, s'il vous plaît.",
    ],
  },
  sugar: {
    id: "sugar",
    waiter: "Très bien. Avec du sucre ?",
    english: "Very good. With sugar?",
    questionId: "cafe-sugar",
    suggestions: ["Oui, s'il vous plaît.", "Non, merci."],
  },
  butter: {
    id: "butter",
    waiter: "Avec du beurre ou de la confiture ?",
    english: "With butter or with jam?",
    questionId: "cafe-butter",
    suggestions: ["Avec du beurre, s'il vous plaît.", "Avec de la confiture, s'il vous plaît."],
  },
  ice: {
    id: "ice",
    waiter: "Avec des glaçons ?",
    english: "With ice?",
    questionId: "cafe-ice",
    suggestions: ["Oui, s'il vous plaît.", "Non, merci."],
  },
  pay: {
    id: "pay",
    waiter: "Voilà ! Ça fait trois euros.",
    english: "Here you are! That's three euros.",
    questionId: "cafe-thanks",
    suggestions: ["Merci, au revoir !", "Merci beaucoup, au revoir !"],
  },
  goodbye: {
    id: "goodbye",
    waiter: "Merci à vous, bonne journée !",
    english: "Thank you, have a nice day!",
    questionId: null,
    suggestions: [],
  },
};

export type CafeOrder = "hot-drink" | "pastry" | "cold-drink";

/** What a reply ordered, read with accents and case folded; null when it names nothing on the menu. */
export function readCafeOrder(reply: string): CafeOrder | null {
  const text = foldAccents(reply.toLowerCase());
  if (/\bcroissant|\bpain au chocolat|\btartine/.test(text)) return "pastry";
  if (/\bjus\b|\blimonade|\beau\b/.test(text)) return "cold-drink";
  if (/\bcafe\b|\bthe\b|\bchocolat\b/.test(text)) return "hot-drink";
  return null;
}

/**
 * The next step after a reply the server judged right: after the order it branches on what was
 * ordered (sugar for a hot drink, butter or jam for a pastry, ice for a cold drink). A wrong reply
 * keeps the step, so the waiter asks again.
 */
export function nextCafeStep(step: CafeStepId, reply: string, isCorrect: boolean): CafeStepId {
  if (!isCorrect) return step;
  switch (step) {
    case "greet":
      return "order";
    case "order": {
      const order = readCafeOrder(reply);
      return order === "pastry" ? "butter" : order === "cold-drink" ? "ice" : "sugar";
    }
    case "sugar":
    case "butter":
    case "ice":
      return "pay";
    default:
      return "goodbye";
  }
}
