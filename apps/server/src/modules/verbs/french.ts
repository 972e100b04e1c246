import { createRequire } from "node:module";
import {
  alternateFrenchForms,
  DUAL_AUXILIARY_VERBS,
  type FrenchTense,
  frenchSubject,
  subjunctiveLead,
  type VerbPerson,
} from "@app/domain/verbs";
import { type FrenchAux, getAux, getConjugation, type Tense } from "french-verbs";
import type { VerbsInfo } from "french-verbs-lefff";

/**
 * French conjugations from `french-verbs` over the Lefff data of `french-verbs-lefff` (LGPL-LR,
 * THIRD-PARTY-NOTICES.md, decision 063). The data (6 MB, about 1 MB gzipped) is read once, on the
 * server, the first time a French round is built; it never reaches the browser.
 */
const require = createRequire(import.meta.url);
let data: VerbsInfo | undefined;

export function frenchData(): VerbsInfo {
  data ??= require("french-verbs-lefff/dist/conjugations.json") as VerbsInfo;
  return data;
}

/** The data file's path, for the bench's size figures. */
export const FRENCH_DATA_PATH = require.resolve("french-verbs-lefff/dist/conjugations.json");

const TENSES: Readonly<Record<FrenchTense, Tense>> = {
  present: "PRESENT",
  "passe-compose": "PASSE_COMPOSE",
  imparfait: "IMPARFAIT",
  futur: "FUTUR",
  conditionnel: "CONDITIONNEL_PRESENT",
  subjonctif: "SUBJONCTIF_PRESENT",
};

/** A verb as the student names it ("s'asseoir", "se lever") without its reflexive pronoun. */
export function frenchBase(verb: string): { base: string; pronominal: boolean } {
  const v = verb.trim().toLowerCase().normalize("NFC");
  const m = /^(?:se |s'|s’)(.+)$/.exec(v);
  return m ? { base: m[1]!, pronominal: true } : { base: v, pronominal: false };
}

export function isFrenchVerb(verb: string): boolean {
  return Object.hasOwn(frenchData(), frenchBase(verb).base);
}

export function frenchVerbCount(): number {
  return Object.keys(frenchData()).length;
}

/**
 * The passé composé auxiliary: être and avoir take avoir (the package needs it given explicitly
 * for être); a pronominal verb takes être; sortir, monter, descendre... take être for a movement
 * and avoir with an object (by use); any other verb as the package knows it (aller, naître: être).
 */
export function frenchAuxiliary(base: string, pronominal: boolean, withObject: boolean): FrenchAux {
  if (base === "être" || base === "avoir") return "AVOIR";
  if (pronominal) return "ETRE";
  if (Object.hasOwn(DUAL_AUXILIARY_VERBS, base)) return withObject ? "AVOIR" : "ETRE";
  return getAux(base, undefined as unknown as FrenchAux, false);
}

function conjugate(
  base: string,
  tense: Tense,
  person: number,
  pronominal: boolean,
  aux: FrenchAux,
  gender: "M" | "F",
): string | null {
  const composed = tense === "PASSE_COMPOSE";
  try {
    const form = getConjugation(
      frenchData(),
      base,
      tense,
      person,
      // Agreement only with être (elle est allée; elle a mangé).
      composed
        ? { aux, ...(aux === "ETRE" ? { agreeGender: gender, agreeNumber: person >= 3 ? "P" : "S" } : {}) }
        : {},
      pronominal,
      undefined,
      undefined,
      "Act",
    );
    return form && form !== "NA" ? form : null;
  } catch {
    return null;
  }
}

export interface ConjugatedForm {
  /** The form with its subject, as shown after a miss: "j'ai mangé", "elle est allée", "que je fasse". */
  full: string;
  /** The verb form alone: "ai mangé". */
  form: string;
  /** Every answer that counts as fully right (with or without the subject, either accepted spelling). */
  accepted: string[];
}

/** The subject before a form: "j'", "que j'", "qu'elle ". */
function withSubject(personId: string, form: string, tense: FrenchTense): string {
  const subject = frenchSubject(personId, form);
  return `${tense === "subjonctif" ? subjunctiveLead(subject) : ""}${subject}${form}`;
}

/** One French form for a person, or null when the verb has none (a defective or unknown verb). */
export function conjugateFrench(
  verb: string,
  tense: FrenchTense,
  person: VerbPerson,
  withObject = false,
): ConjugatedForm | null {
  const { base, pronominal } = frenchBase(verb);
  if (!Object.hasOwn(frenchData(), base)) return null;
  const aux = frenchAuxiliary(base, pronominal, withObject);
  const dictionary = conjugate(base, TENSES[tense], person.person, pronominal, aux, person.gender);
  if (!dictionary) return null;
  // The Lefff gives the literary "je puis"; a learner is taught "je peux" (both are accepted).
  const form = base === "pouvoir" && dictionary === "puis" ? "peux" : dictionary;
  const forms = new Set([form, dictionary, ...alternateFrenchForms(base, form)]);
  // je, tu, nous, vous: the speaker's gender is not in the pronoun; either agreement is right.
  if (tense === "passe-compose" && aux === "ETRE" && ["je", "tu", "nous", "vous"].includes(person.id)) {
    const other = conjugate(
      base,
      TENSES[tense],
      person.person,
      pronominal,
      aux,
      person.gender === "M" ? "F" : "M",
    );
    if (other) forms.add(other);
    // Polite vous to one person: "vous êtes allé(e)".
    if (person.id === "vous") {
      for (const g of ["M", "F"] as const) {
        const one = conjugate(base, TENSES[tense], 4, pronominal, aux, g)?.replace(
          /(é|i|u|t|s)(e?)s$/,
          "$1$2",
        );
        if (one) forms.add(one);
      }
    }
  }
  const accepted = [...forms].flatMap((f) => [f, withSubject(person.id, f, tense)]);
  return { full: withSubject(person.id, form, tense), form, accepted: [...new Set(accepted)] };
}

/** The same tense for the other persons, and the other auxiliary: the wrong choices of a pick round. */
export function frenchDistractors(
  verb: string,
  tense: FrenchTense,
  person: VerbPerson,
  withObject: boolean,
): string[] {
  const { base, pronominal } = frenchBase(verb);
  const out = new Set<string>();
  for (let p = 0; p < 6; p++) {
    if (p === person.person) continue;
    const f = conjugate(
      base,
      TENSES[tense],
      p,
      pronominal,
      frenchAuxiliary(base, pronominal, withObject),
      person.gender,
    );
    if (f) out.add(f);
  }
  if (tense === "passe-compose" && !pronominal) {
    const wrongAux = frenchAuxiliary(base, pronominal, withObject) === "ETRE" ? "AVOIR" : "ETRE";
    const f = conjugate(base, TENSES[tense], person.person, pronominal, wrongAux, person.gender);
    if (f) out.add(f);
  }
  for (const other of ["IMPARFAIT", "FUTUR", "PRESENT"] as const) {
    if (other === TENSES[tense]) continue;
    const f = conjugate(base, other, person.person, pronominal, "AVOIR", person.gender);
    if (f) out.add(f);
  }
  return [...out];
}
