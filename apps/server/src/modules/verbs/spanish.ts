import { createRequire } from "node:module";
import type { SpanishTense, VerbPerson } from "@app/domain/verbs";
import { Conjugator, type Result } from "@jirimracek/conjugate-esp";

/**
 * Spanish conjugations from `@jirimracek/conjugate-esp` (MIT, pinned at 2.3.6: no longer updated;
 * decision 063), castellano. Never `spanish-verbs` (it gives "pedo" for pido). Built once, on the
 * server; a verb's table is kept after its first use.
 */
const require = createRequire(import.meta.url);
export const SPANISH_DATA_PATH = require.resolve("@jirimracek/conjugate-esp/dist/data/definitions.json");

let conjugator: Conjugator | undefined;
let verbList: Set<string> | undefined;
const tables = new Map<string, Result[]>();

function instance(): Conjugator {
  if (!conjugator) {
    conjugator = new Conjugator();
    conjugator.useHighlight(false);
  }
  return conjugator;
}

export function spanishVerbs(): Set<string> {
  verbList ??= new Set(instance().getVerbListSync());
  return verbList;
}

export function isSpanishVerb(verb: string): boolean {
  return spanishVerbs().has(verb.trim().toLowerCase().normalize("NFC"));
}

function table(verb: string): Result[] {
  const v = verb.trim().toLowerCase().normalize("NFC");
  let found = tables.get(v);
  if (!found) {
    const r = spanishVerbs().has(v) ? instance().conjugateSync(v, "castellano") : [];
    found = Array.isArray(r) ? r : [];
    tables.set(v, found);
  }
  return found;
}

const WHERE: Readonly<Record<SpanishTense, readonly ["Indicativo" | "Subjuntivo", string]>> = {
  presente: ["Indicativo", "Presente"],
  preterito: ["Indicativo", "PreteritoIndefinido"],
  imperfecto: ["Indicativo", "PreteritoImperfecto"],
  futuro: ["Indicativo", "FuturoImperfecto"],
  condicional: ["Indicativo", "CondicionalSimple"],
  subjuntivo: ["Subjuntivo", "Presente"],
};

const SUBJECTS: readonly (readonly string[])[] = [
  ["yo"],
  ["tú"],
  ["él", "ella", "usted"],
  ["nosotros", "nosotras"],
  ["vosotros", "vosotras"],
  ["ellos", "ellas", "ustedes"],
];

function formsOf(verb: string, tense: SpanishTense, person: number): string[] {
  const [mood, time] = WHERE[tense];
  const out: string[] = [];
  for (const result of table(verb)) {
    const row = (result.conjugation as unknown as Record<string, Record<string, string[] | undefined>>)[
      mood
    ]?.[time];
    const f = row?.[person];
    if (f && f !== "-" && !out.includes(f)) out.push(f);
  }
  return out;
}

/** One Spanish form ("pido"), every accepted form (dual conjugations, with the subject), or null. */
export function conjugateSpanish(verb: string, tense: SpanishTense, person: VerbPerson) {
  const forms = formsOf(verb, tense, person.person);
  if (forms.length === 0) return null;
  const lead = tense === "subjuntivo" ? "que " : "";
  const subjects = SUBJECTS[person.person]!;
  const accepted = forms.flatMap((f) => [f, ...subjects.map((s) => `${lead}${s} ${f}`)]);
  return { form: forms[0]!, full: `${lead}${subjects[0]} ${forms[0]}`, accepted: [...new Set(accepted)] };
}

/** The same tense for the other persons and the same person in other tenses: a pick round's wrong choices. */
export function spanishDistractors(verb: string, tense: SpanishTense, person: VerbPerson): string[] {
  const out = new Set<string>();
  for (let p = 0; p < 6; p++) if (p !== person.person) for (const f of formsOf(verb, tense, p)) out.add(f);
  for (const other of ["presente", "preterito", "imperfecto", "subjuntivo"] as const)
    if (other !== tense) for (const f of formsOf(verb, other, person.person)) out.add(f);
  return [...out];
}

export function spanishVerbCount(): number {
  return spanishVerbs().size;
}
