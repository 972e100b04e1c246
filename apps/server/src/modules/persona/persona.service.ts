import type { PatchPersonaResponse, PersonaResponse, PersonaUpdate } from "@app/contract/persona";
import type { XpAwardResponse } from "@app/contract/rewards";
import {
  MODALITIES,
  PACES,
  type PersonaValues,
  personaCompleteness,
  TONES,
  type TraitSource,
} from "@app/domain/persona";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import { awardXp } from "../rewards/rewards.service.ts";
import type { Student } from "../student-access/student.ts";
import * as repo from "./persona.repository.ts";

/** XP for completing the tutor persona, once. */
export const PERSONA_COMPLETE_XP = 25;

async function loadPersona(db: Kysely<Database>, studentId: number) {
  const rows = await repo.listTraits(db, studentId);
  const persona: PersonaResponse["persona"] = {};
  for (const r of rows) {
    persona[r.trait_key] = {
      value: r.value,
      confidence: Number(r.confidence),
      source: r.source,
      updated_at: new Date(r.updated_at).toISOString(),
    };
  }
  return persona;
}

/** The persona with its completeness and missing traits (spec 7.6). */
export async function getPersona(db: Kysely<Database>, student: Student): Promise<PersonaResponse> {
  const persona = await loadPersona(db, student.id);
  return { success: true, student_id: student.id, persona, ...personaCompleteness(persona as PersonaValues) };
}

/**
 * Stores trait updates (key, value, confidence) with the source the server derived from the caller;
 * a persona completed for the first time gives XP.
 */
export async function patchPersona(
  db: Kysely<Database>,
  student: Student,
  updates: PersonaUpdate[],
  source: TraitSource,
): Promise<PatchPersonaResponse & { xp_awarded: number; xp: XpAwardResponse | null }> {
  const now = new Date();
  await repo.upsertTraits(db, student.id, updates, source, now);
  const persona = await loadPersona(db, student.id);
  const summary = personaCompleteness(persona as PersonaValues);
  let xpAwarded = 0;
  let xpResult: XpAwardResponse | null = null;
  if (summary.completeness === 100) {
    const xp = await awardXp(db, student, {
      source: { kind: "fixed", amount: PERSONA_COMPLETE_XP },
      reason: "Set up your tutor",
      idempotencyKey: "persona-complete",
    });
    xpAwarded = xp.duplicate ? 0 : xp.awarded;
    // The whole result, so the browser can celebrate level-ups and streak milestones.
    xpResult = xp.duplicate ? null : xp;
  }
  return {
    updated: [...new Set(updates.map((u) => u.key))],
    persona,
    ...summary,
    xp_awarded: xpAwarded,
    xp: xpResult,
  };
}

const WORDS: { key: "tone" | "pace" | "modality"; value: string; words: RegExp }[] = [
  { key: "tone", value: "gentle", words: /\b(gentle|calm|kind|soft|patient)\b/i },
  { key: "tone", value: "energetic", words: /\b(energetic|excited|fun|upbeat|lively|enthusiastic)\b/i },
  { key: "tone", value: "neutral", words: /\b(neutral|normal tone|plain|straight)\b/i },
  { key: "pace", value: "slow", words: /\b(slow|slowly|take (my|our) time|step by step)\b/i },
  { key: "pace", value: "fast", words: /\b(fast|quick|quickly|speed)\b/i },
  { key: "pace", value: "normal", words: /\b(normal|medium|regular|average) (pace|speed)\b/i },
  { key: "modality", value: "both", words: /\b(both|read and listen|listen and read)\b/i },
  { key: "modality", value: "listen", words: /\b(listen|hear|audio|spoken|out loud)\b/i },
  { key: "modality", value: "read", words: /\b(read|reading|text|written)\b/i },
];

/** Reads a trait out of an answer to a persona question (spec 7.6), by plain keyword rules. */
export function parseAnswer(question: string, transcript: string) {
  const asks = /name|call you/i.test(question)
    ? "student_name"
    : /tone|sound|voice/i.test(question)
      ? "tone"
      : /pace|speed|fast|slow/i.test(question)
        ? "pace"
        : /read|listen|modality/i.test(question)
          ? "modality"
          : null;
  if (asks === "student_name") {
    const match = /(?:call me|my name is|i'm|i am|name's)\s+([A-Za-zÀ-ÿ' -]{1,40})/i.exec(transcript);
    const words = (match?.[1] ?? transcript)
      .replace(/[.!?,]+/g, " ")
      .split(/\s+/)
      .filter((w) => w && !/^(please|thanks|thank|you)$/i.test(w));
    const name = words.slice(0, 2).join(" ");
    return { key: "student_name" as const, value: name.slice(0, 40), confidence: match ? 0.9 : 0.6 };
  }
  const candidates = WORDS.filter((w) => (asks === null || w.key === asks) && w.words.test(transcript));
  const found = candidates[0];
  if (!found) return { key: asks, value: null, confidence: 0 };
  const allowed: readonly string[] = found.key === "tone" ? TONES : found.key === "pace" ? PACES : MODALITIES;
  return { key: found.key, value: allowed.includes(found.value) ? found.value : null, confidence: 0.8 };
}
