import type {
  ParseAnswerResponse,
  PatchPersonaResponse,
  PersonaResponse,
  PersonaUpdate,
} from "@app/contract/persona";
import type { XpAwardResponse } from "@app/contract/rewards";
import { type PersonaValues, personaCompleteness, type TraitSource } from "@app/domain/persona";
import { parsePersonaAnswer, traitAskedBy } from "@app/domain/tutor/parse-answer";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
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
export async function getPersona(deps: Deps, student: Student): Promise<PersonaResponse> {
  const persona = await loadPersona(deps.db, student.id);
  return { success: true, student_id: student.id, persona, ...personaCompleteness(persona as PersonaValues) };
}

/**
 * Stores trait updates (key, value, confidence) with the source the server derived from the caller;
 * a persona completed for the first time gives XP.
 */
export async function patchPersona(
  deps: Deps,
  student: Student,
  updates: PersonaUpdate[],
  source: TraitSource,
): Promise<PatchPersonaResponse> {
  const { db } = deps;
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

/**
 * Reads every trait an answer to a persona question states (spec 5, 7.6), in English, French or
 * Spanish: the trait asked about (else the first found) first, all of them in `updates`.
 */
export function parseAnswer(question: string, transcript: string): ParseAnswerResponse {
  const updates = parsePersonaAnswer(question, transcript);
  const asked = traitAskedBy(question);
  const main = updates.find((u) => u.key === asked) ?? updates[0];
  return main
    ? { key: main.key, value: main.value, confidence: main.confidence, updates }
    : { key: asked, value: null, confidence: 0, updates };
}
