import crypto from "node:crypto";
import type { LearnerQuestion } from "@app/contract/learning";
import type { VerbRoundRequest } from "@app/contract/verbs";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import {
  DUAL_AUXILIARY_VERBS,
  type FrenchTense,
  frequentVerbs,
  personsOf,
  type SpanishTense,
  tensesOf,
  VERB_TENSE_NAMES,
  type VerbLanguage,
  type VerbPerson,
  type VerbTense,
  verbOfQuestionId,
  verbQuestionId,
  weakVerbs,
} from "@app/domain/verbs";
import type { Deps } from "../../deps.ts";
import { badRequest, present } from "../../lib/app-error.ts";
import { shuffled } from "../../lib/shuffle.ts";
import { presentLearnerQuestion } from "../catalogue/catalogue.service.ts";
import { type GeneratedQuestion, saveGeneratedGameSet } from "../games/game-sets.service.ts";
import type { Student } from "../student-access/student.ts";
import { conjugateFrench, frenchBase, frenchDistractors, frenchVerbCount, isFrenchVerb } from "./french.ts";
import { conjugateSpanish, isSpanishVerb, spanishDistractors, spanishVerbCount } from "./spanish.ts";
import * as repo from "./verbs.repository.ts";

export const NO_WEAK_VERBS = "No weak verbs yet: play a round of frequent verbs first";
export const unknownVerbMessage = (verbs: string[]) => `Unknown verb: ${verbs.join(", ")}`;

/** One form the round asks: the conjugation and, for a pick round, the wrong choices. */
export interface AskedForm {
  id: string;
  verb: string;
  tense: VerbTense;
  person: VerbPerson;
  withObject: boolean;
  full: string;
  form: string;
  accepted: string[];
  distractors: string[];
}

/** Conjugates one (verb, tense, person), or null when the packages have no such form. */
export function askForm(
  language: VerbLanguage,
  verb: string,
  tense: VerbTense,
  person: VerbPerson,
  withObject = false,
): AskedForm | null {
  const made =
    language === "fr"
      ? conjugateFrench(verb, tense as FrenchTense, person, withObject)
      : conjugateSpanish(verb, tense as SpanishTense, person);
  if (!made) return null;
  const distractors =
    language === "fr"
      ? frenchDistractors(verb, tense as FrenchTense, person, withObject)
      : spanishDistractors(verb, tense as SpanishTense, person);
  return {
    id: verbQuestionId(language, tense, person.id, verb, withObject),
    verb,
    tense,
    person,
    withObject,
    ...made,
    distractors: distractors.filter((d) => !made.accepted.includes(d)),
  };
}

/** The prompt: the verb, its tense, the subject (and, for sortir & co., the use that picks the auxiliary). */
function promptOf(language: VerbLanguage, a: AskedForm): string {
  const lead = a.tense === "subjonctif" || a.tense === "subjuntivo" ? "que " : "";
  const object = a.withObject ? ` … ${DUAL_AUXILIARY_VERBS[frenchBase(a.verb).base] ?? ""}` : "";
  const use =
    language === "fr" &&
    Object.hasOwn(DUAL_AUXILIARY_VERBS, frenchBase(a.verb).base) &&
    a.tense === "passe-compose"
      ? a.withObject
        ? " (with an object)"
        : " (a movement)"
      : "";
  return `**${a.verb}** · ${VERB_TENSE_NAMES[a.tense]}${use}\n\n${lead}${a.person.label} ___${object}`;
}

/** The question kept with the set (its answers stay on the server); a pick round has four choices. */
export function toQuestion(language: VerbLanguage, a: AskedForm, mode: "type" | "pick"): PracticeQuestion {
  const base: PracticeQuestion = {
    id: a.id,
    type: "short_answer",
    question: promptOf(language, a),
    correctAnswer: a.full,
    acceptableAnswers: a.accepted,
    language,
    // The spelling is what a verb drill tests: no typo forgiven (an accent slip still earns 0.8).
    strictSpelling: true,
    hint:
      language === "fr"
        ? "Think of the stem, then the ending."
        : "Piensa en la raíz y luego en la terminación.",
  };
  if (mode === "type") return base;
  const wrong = shuffled(a.distractors).slice(0, 3);
  const options = shuffled([a.form, ...wrong]).map((text) => ({
    id: crypto.randomBytes(3).toString("hex"),
    text,
  }));
  return {
    ...base,
    type: "multiple_choice",
    options,
    correctAnswer: present(
      options.find((o) => o.text === a.form),
      "the right form among the choices",
    ).id,
    acceptableAnswers: [],
  };
}

function checkVerbs(language: VerbLanguage, verbs: string[]): string[] {
  const known = language === "fr" ? isFrenchVerb : isSpanishVerb;
  const clean = [...new Set(verbs.map((v) => v.trim().toLowerCase().normalize("NFC")))];
  const unknown = clean.filter((v) => !known(v));
  if (unknown.length > 0)
    throw badRequest(unknownVerbMessage(unknown), { verbs: [unknownVerbMessage(unknown)] });
  return clean;
}

/** The forms a round asks: random (verb, tense, person), each asked once, until the size is reached. */
export function buildRound(
  language: VerbLanguage,
  verbs: readonly string[],
  tenses: readonly VerbTense[],
  persons: readonly VerbPerson[],
  size: number,
): AskedForm[] {
  const out: AskedForm[] = [];
  const seen = new Set<string>();
  let verbCycle = shuffled(verbs);
  for (let tries = 0; out.length < size && tries < size * 12; tries++) {
    if (verbCycle.length === 0) verbCycle = shuffled(verbs);
    const verb = present(verbCycle.pop(), "a verb to ask");
    const tense = present(tenses[crypto.randomInt(tenses.length)], "a tense to ask");
    const person = present(persons[crypto.randomInt(persons.length)], "a person to ask");
    const dual = language === "fr" && tense === "passe-compose" && Object.hasOwn(DUAL_AUXILIARY_VERBS, verb);
    const withObject = dual && crypto.randomInt(2) === 1;
    const id = verbQuestionId(language, tense, person.id, verb, withObject);
    if (seen.has(id)) continue;
    seen.add(id);
    const asked = askForm(language, verb, tense, person, withObject);
    if (asked && (asked.distractors.length >= 3 || tenses.length === 0)) out.push(asked);
  }
  return out;
}

async function weakVerbsOf(deps: Deps, studentId: number, language: VerbLanguage, materialId: number) {
  const answers = await repo.recentVerbAnswers(deps.db, studentId, materialId);
  return weakVerbs(
    answers.flatMap((a) => {
      const v = verbOfQuestionId(a.question_id);
      return v && v.language === language
        ? [{ verb: v.verb, isCorrect: a.is_correct, score: Number(a.score) }]
        : [];
    }),
  );
}

/** GET /api/student/verb-games/{language}: the setup screen's choices and the student's weak verbs. */
export async function getVerbGameSetup(deps: Deps, student: Student, language: VerbLanguage) {
  const materialId = await repo.verbMaterialId(deps.db, language);
  const persons = personsOf(language);
  return {
    language,
    verb_count: language === "fr" ? frenchVerbCount() : spanishVerbCount(),
    frequent_verbs: [...frequentVerbs(language)],
    tenses: tensesOf(language).map((id) => ({ id, name: VERB_TENSE_NAMES[id] })),
    persons: persons.map((p) => ({ id: p.id, label: p.label })),
    weak_verbs: await weakVerbsOf(deps, student.id, language, materialId),
  };
}

/**
 * POST /api/student/verb-rounds: builds a round on the server (the conjugation data never leaves
 * it) and opens it as a game answer set whose questions are kept with the set; only prompts (and a
 * pick round's choices) travel. Answers go through the attempt route and the set's finish.
 */
export async function openVerbRound(deps: Deps, student: Student, input: VerbRoundRequest) {
  const language = input.language;
  const materialId = await repo.verbMaterialId(deps.db, language);
  let verbs: string[];
  if (input.source === "chosen") verbs = checkVerbs(language, input.verbs ?? []);
  else if (input.source === "weak") {
    verbs = (await weakVerbsOf(deps, student.id, language, materialId)).map((w) => w.verb);
    if (verbs.length === 0) throw badRequest(NO_WEAK_VERBS, { source: [NO_WEAK_VERBS] });
  } else verbs = frequentVerbs(language).slice(0, input.top ?? 20);
  const persons = personsOf(language).filter((p) => input.persons.includes(p.id));
  const tenses = tensesOf(language).filter((t) => input.tenses.includes(t));
  const mode = input.mode ?? "type";
  const asked = buildRound(language, verbs, tenses, persons, input.size ?? 10);
  if (asked.length === 0)
    throw badRequest("These verbs have no forms for that setup", { verbs: ["No forms"] });
  const generated: GeneratedQuestion[] = asked.map((a) => ({
    material_id: materialId,
    question: toQuestion(language, a, mode),
  }));
  const id = crypto.randomUUID();
  const cardId = `verbs-${language}`;
  await saveGeneratedGameSet(deps, {
    id,
    student_id: student.id,
    items: generated.map((g) => ({ material_id: materialId, question_id: g.question.id })),
    game_card: cardId,
    generated,
  });
  const title = language === "fr" ? "French verbs" : "Spanish verbs";
  return {
    set_id: id,
    kind: "game" as const,
    title,
    card_id: cardId,
    engine: mode === "pick" ? "timed-rush" : "fill-the-blank",
    review_count: 0,
    items: generated.map((g) => ({
      material_id: materialId,
      material_title: title,
      question: presentLearnerQuestion(g.question) satisfies LearnerQuestion,
      is_review: false,
    })),
  };
}
