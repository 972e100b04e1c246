/*
 * When a child's words may go to an outside model (decisions.md 7, issue 24, decision 051): a model
 * is configured, a parent opted in (off by default), and the child is not under 13 without a
 * parent's consent. Otherwise the built-in tutor answers, and the panel says so.
 */
import { PARENT_CONSENT_AGE } from "../parent-consent.ts";

export interface OutsideModelInput {
  configured: boolean;
  parentOptedIn: boolean;
  age: number | null;
  /** A parent holds the child's profile or confirmed the child's own account. */
  hasParentConsent: boolean;
}

export type OutsideModelDecision =
  | { engine: "model"; reason: string }
  | { engine: "built-in"; reason: string };

export const OUTSIDE_MODEL_REASONS = {
  model: "A parent allowed the tutor to use the school's configured language model.",
  notConfigured: "The tutor runs inside this app: no outside model is set up.",
  notOptedIn: "The tutor runs inside this app: a parent has not allowed an outside model.",
  underAgeWithoutConsent:
    "The tutor runs inside this app: under 13, a child's words never leave it without a parent's consent.",
} as const;

export function decideOutsideModel(input: OutsideModelInput): OutsideModelDecision {
  if (!input.configured) return { engine: "built-in", reason: OUTSIDE_MODEL_REASONS.notConfigured };
  const underAge = input.age === null || input.age < PARENT_CONSENT_AGE;
  if (underAge && !input.hasParentConsent)
    return { engine: "built-in", reason: OUTSIDE_MODEL_REASONS.underAgeWithoutConsent };
  if (!input.parentOptedIn) return { engine: "built-in", reason: OUTSIDE_MODEL_REASONS.notOptedIn };
  return { engine: "model", reason: OUTSIDE_MODEL_REASONS.model };
}
