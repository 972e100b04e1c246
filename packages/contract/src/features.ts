import type { CreditType } from "./pricing.ts";

/*
 * The features that are switched on (issue 21: sell only what exists). A feature whose issue has
 * not landed is off: nothing sells it, and no public page may promise it. The server reads this
 * to keep AI-session packages off sale; a test reads every public page's text (and the pricing
 * answer) with `findOffFeatureClaims` and fails on a claim of a feature that is off. The issue
 * that builds a feature switches it on here, and its claims become allowed at once.
 */

export const FEATURE_IDS = ["ai_tutor", "games", "python", "math", "3d"] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

export interface Feature {
  /** How a page names it. */
  name: string;
  on: boolean;
  /** Wording that promises the feature; matched sentence by sentence, case-insensitively. */
  claims: readonly RegExp[];
}

export const FEATURES: Readonly<Record<FeatureId, Feature>> = {
  // The AI tutor (decisions.md 7, issue 24): on every material and practice; starting a session spends an AI-session credit.
  ai_tutor: {
    name: "The AI tutor",
    on: true,
    // The thinking chamber (/test/thinking-chamber) is the AI tutor's page, though its route sits in the math area.
    claims: [
      /\bAI[\s-]*(tutor|sessions?|credits?|study partner|helper|assistant)\b/i,
      /\bnever sleeps\b/i,
      /\bthinking chamber\b/i,
    ],
  },
  // The student games (verb games, the swipe deck, /student/games).
  games: { name: "Games", on: true, claims: [/\bgames?\b/i, /\bgamified\b/i] },
  // The Python editor and the week-by-week Python course pages (the Python lessons themselves are on).
  python: {
    name: "The Python editor",
    on: true,
    claims: [
      /\b(python|code) (editor|ide|playground)\b/i,
      /\b(write|run|type) (and run )?(real |your own |your )?(python|code|programs?)\b/i,
    ],
  },
  // The interactive maths tools of /test/math-games and the geometry demo.
  math: {
    name: "Interactive maths tools",
    on: true,
    claims: [
      /\b(geometry construction|shape manipulation|function graphing)\b/i,
      /\binteractive (maths?|geometry|graphs?)\b/i,
    ],
  },
  "3d": {
    name: "The 3D library",
    on: true,
    claims: [/\b3-?D\b/i, /\bvirtual (reality|world|library|caf[eé])\b/i, /\bVR\b/],
  },
};

export function isFeatureOn(id: FeatureId): boolean {
  return FEATURES[id].on;
}

/** Which feature spends each kind of credit: a kind is sold only while its feature is on. */
export const CREDIT_TYPE_FEATURE: Readonly<Record<CreditType, FeatureId | null>> = {
  "ai-session": "ai_tutor",
  "tutor-session": null,
};

export function isCreditTypeOnSale(type: CreditType): boolean {
  const feature = CREDIT_TYPE_FEATURE[type];
  return feature === null || isFeatureOn(feature);
}

/** The answer when someone tries to buy credits whose feature is off. */
export const NOT_ON_SALE_MESSAGE =
  "This package is not on sale: the AI tutor is not open yet, so nothing could spend its credits.";

/** A sentence that says plainly the feature is not here yet is no promise. */
const NOT_YET =
  /\b(coming soon|not (yet )?(ready|open|available)|not open yet|on its way|(tell|e-?mail) me when)\b/i;

export interface OffFeatureClaim {
  feature: FeatureId;
  sentence: string;
}

/** The sentences of a text that promise a feature that is switched off. */
export function findOffFeatureClaims(
  text: string,
  features: Readonly<Record<FeatureId, Feature>> = FEATURES,
): OffFeatureClaim[] {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+|\s+[·|]\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const found: OffFeatureClaim[] = [];
  for (const sentence of sentences) {
    if (NOT_YET.test(sentence)) continue;
    for (const id of FEATURE_IDS) {
      const feature = features[id];
      if (!feature.on && feature.claims.some((claim) => claim.test(sentence)))
        found.push({ feature: id, sentence });
    }
  }
  return found;
}
