import type { PracticeQuestion } from "@app/domain/evaluator/types";
import { MODALITIES, PACES, TONES } from "@app/domain/persona";
import type { TutorMaterial } from "@app/domain/tutor/lesson-index";
import { DEFAULT_PERSONA, type TutorPersona } from "@app/domain/tutor/voice";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../lib/app-error.ts";
import { cardsOf, questionsOf, requireTemplate, TEMPLATE_NOT_FOUND } from "../catalogue/catalogue.service.ts";
import { getPersona } from "../persona/persona.service.ts";
import type { Student } from "../student-access/student.ts";

/*
 * The context of every engine (issue 24): the persona the student tuned and the material's own
 * content. Read-only: the tutor never rewrites the persona from a conversation
 * (`disable_tutor_context_updates`, decision 050).
 */

/** A published material as the tutor reads it: body, cards, worked examples and questions. */
export async function loadTutorMaterial(deps: Deps, materialId: number): Promise<TutorMaterial> {
  const template = await requireTemplate(deps, materialId);
  if (template.status !== "published") throw notFound(TEMPLATE_NOT_FOUND);
  const cards = cardsOf(template).map((c) => `## ${c.title}\n\n${c.body}`);
  const examples = (Array.isArray(template.examples) ? template.examples : []) as {
    title?: string;
    problem?: string;
    solution?: string;
  }[];
  return {
    id: template.id,
    title: template.title,
    body: [template.body, ...cards].join("\n\n"),
    examples: examples
      .filter((e) => typeof e.problem === "string" && typeof e.solution === "string")
      .map((e) => ({ ...(e.title ? { title: e.title } : {}), problem: e.problem!, solution: e.solution! })),
    questions: questionsOf(template) as PracticeQuestion[],
  };
}

const pick = <T extends string>(allowed: readonly T[], value: string | undefined, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** The persona's name, tone, pace and modality, with the defaults for what is not set. */
export async function loadTutorPersona(deps: Deps, student: Student): Promise<TutorPersona> {
  const { persona } = await getPersona(deps, student);
  return {
    name: persona.student_name?.value || student.firstName || undefined,
    tone: pick(TONES, persona.tone?.value, DEFAULT_PERSONA.tone),
    pace: pick(PACES, persona.pace?.value, DEFAULT_PERSONA.pace),
    modality: pick(MODALITIES, persona.modality?.value, DEFAULT_PERSONA.modality),
  };
}
