/** The tutor persona a student tunes (spec 2.8, 5, 7.6). */

export const PERSONA_TRAITS = ["student_name", "tone", "pace", "modality"] as const;
export type PersonaTrait = (typeof PERSONA_TRAITS)[number];

export const TONES = ["gentle", "neutral", "energetic"] as const;
export const PACES = ["slow", "normal", "fast"] as const;
export const MODALITIES = ["read", "listen", "both"] as const;

/** Confidence a self-reported trait is stored with: 0.9 for the name, 0.85 for the rest (spec 5). */
export const SELF_REPORT_CONFIDENCE: Record<PersonaTrait, number> = {
  student_name: 0.9,
  tone: 0.85,
  pace: 0.85,
  modality: 0.85,
};

export type PersonaValues = Partial<Record<PersonaTrait, { value: string }>>;

/** The share of traits that have a value (whole percent) and the ones still missing. */
export function personaCompleteness(persona: PersonaValues): {
  completeness: number;
  missing_traits: PersonaTrait[];
} {
  const missing_traits = PERSONA_TRAITS.filter((t) => !persona[t]?.value?.trim());
  const filled = PERSONA_TRAITS.length - missing_traits.length;
  return { completeness: Math.round((filled / PERSONA_TRAITS.length) * 100), missing_traits };
}

export const TRAIT_SOURCES = ["self_report", "parent_report", "tutor_observation", "inferred"] as const;
export type TraitSource = (typeof TRAIT_SOURCES)[number];

/**
 * Where a trait written by a signed-in user came from, decided by who wrote it, never by what the
 * request claims: a student reports on themself, a parent on their child, and staff (an admin, or
 * an approved tutor) observe.
 */
export function traitSourceForRole(role: "student" | "parent" | "tutor" | "admin"): TraitSource {
  if (role === "student") return "self_report";
  if (role === "parent") return "parent_report";
  return "tutor_observation";
}
