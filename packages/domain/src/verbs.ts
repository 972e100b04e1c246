/**
 * The verb games' rules (issue 23, decision 063): which tenses and persons a round may ask, how a
 * French subject is written before its verb (j' elision), which verbs take être or avoir by use,
 * the forms accepted besides the dictionary's (payer, s'asseoir), and which verbs are weak. The
 * conjugations themselves come from maintained packages on the server, never from here.
 */

export const VERB_LANGUAGES = ["fr", "es"] as const;
export type VerbLanguage = (typeof VERB_LANGUAGES)[number];

export const FRENCH_TENSES = [
  "present",
  "passe-compose",
  "imparfait",
  "futur",
  "conditionnel",
  "subjonctif",
] as const;
export const SPANISH_TENSES = [
  "presente",
  "preterito",
  "imperfecto",
  "futuro",
  "condicional",
  "subjuntivo",
] as const;
export type FrenchTense = (typeof FRENCH_TENSES)[number];
export type SpanishTense = (typeof SPANISH_TENSES)[number];
export type VerbTense = FrenchTense | SpanishTense;

export const VERB_TENSE_NAMES: Readonly<Record<VerbTense, string>> = {
  present: "présent",
  "passe-compose": "passé composé",
  imparfait: "imparfait",
  futur: "futur simple",
  conditionnel: "conditionnel présent",
  subjonctif: "subjonctif présent",
  presente: "presente",
  preterito: "pretérito indefinido",
  imperfecto: "pretérito imperfecto",
  futuro: "futuro",
  condicional: "condicional",
  subjuntivo: "presente de subjuntivo",
};

/** The persons a round may ask: a subject, its grammatical person (0-5) and, in French, its gender. */
export interface VerbPerson {
  id: string;
  label: string;
  person: number;
  gender: "M" | "F";
}

export const FRENCH_PERSONS: readonly VerbPerson[] = [
  { id: "je", label: "je", person: 0, gender: "M" },
  { id: "tu", label: "tu", person: 1, gender: "M" },
  { id: "il", label: "il", person: 2, gender: "M" },
  { id: "elle", label: "elle", person: 2, gender: "F" },
  { id: "nous", label: "nous", person: 3, gender: "M" },
  { id: "vous", label: "vous", person: 4, gender: "M" },
  { id: "ils", label: "ils", person: 5, gender: "M" },
  { id: "elles", label: "elles", person: 5, gender: "F" },
];
export const SPANISH_PERSONS: readonly VerbPerson[] = [
  { id: "yo", label: "yo", person: 0, gender: "M" },
  { id: "tu", label: "tú", person: 1, gender: "M" },
  { id: "el", label: "él / ella / usted", person: 2, gender: "M" },
  { id: "nosotros", label: "nosotros", person: 3, gender: "M" },
  { id: "vosotros", label: "vosotros", person: 4, gender: "M" },
  { id: "ellos", label: "ellos / ellas / ustedes", person: 5, gender: "M" },
];

export const personsOf = (language: VerbLanguage) => (language === "fr" ? FRENCH_PERSONS : SPANISH_PERSONS);
export const tensesOf = (language: VerbLanguage): readonly VerbTense[] =>
  language === "fr" ? FRENCH_TENSES : SPANISH_TENSES;

/** The most used verbs first (a learner's order: être, avoir, aller... ), for "verbs by frequency". */
export const FRENCH_FREQUENT_VERBS = [
  "être",
  "avoir",
  "faire",
  "aller",
  "pouvoir",
  "dire",
  "vouloir",
  "voir",
  "savoir",
  "venir",
  "prendre",
  "devoir",
  "mettre",
  "parler",
  "aimer",
  "donner",
  "trouver",
  "partir",
  "passer",
  "croire",
  "finir",
  "manger",
  "sortir",
  "connaître",
  "attendre",
  "vivre",
  "écrire",
  "lire",
  "boire",
  "choisir",
  "jouer",
  "arriver",
  "rester",
  "entrer",
  "tomber",
  "naître",
  "mourir",
  "monter",
  "descendre",
  "rentrer",
  "ouvrir",
  "recevoir",
  "tenir",
  "comprendre",
  "commencer",
  "payer",
  "acheter",
  "appeler",
  "envoyer",
  "courir",
  "dormir",
  "sentir",
  "suivre",
  "rendre",
  "perdre",
  "répondre",
  "habiter",
  "travailler",
  "chanter",
  "regarder",
] as const;
export const SPANISH_FREQUENT_VERBS = [
  "ser",
  "estar",
  "tener",
  "hacer",
  "ir",
  "poder",
  "decir",
  "haber",
  "ver",
  "dar",
  "saber",
  "querer",
  "llegar",
  "pasar",
  "deber",
  "poner",
  "parecer",
  "quedar",
  "creer",
  "hablar",
  "llevar",
  "dejar",
  "seguir",
  "encontrar",
  "llamar",
  "venir",
  "pensar",
  "salir",
  "volver",
  "tomar",
  "conocer",
  "vivir",
  "sentir",
  "tratar",
  "mirar",
  "contar",
  "empezar",
  "esperar",
  "buscar",
  "existir",
  "entrar",
  "trabajar",
  "escribir",
  "perder",
  "producir",
  "ocurrir",
  "entender",
  "pedir",
  "recibir",
  "recordar",
  "terminar",
  "permitir",
  "aparecer",
  "conseguir",
  "comenzar",
  "servir",
  "sacar",
  "necesitar",
  "mantener",
  "jugar",
  "dormir",
  "comer",
  "traer",
  "leer",
  "oír",
  "conducir",
  "caber",
  "andar",
  "morir",
  "preferir",
] as const;

export const frequentVerbs = (language: VerbLanguage): readonly string[] =>
  language === "fr" ? FRENCH_FREQUENT_VERBS : SPANISH_FREQUENT_VERBS;

/**
 * Verbs whose passé composé auxiliary depends on use: être when they tell a movement ("elle est
 * sortie"), avoir with a direct object ("elle a sorti le chien"). The object shown for that use.
 */
export const DUAL_AUXILIARY_VERBS: Readonly<Record<string, string>> = {
  sortir: "le chien",
  monter: "les valises",
  descendre: "l'escalier",
  rentrer: "le vélo",
  retourner: "la crêpe",
  passer: "l'examen",
};

/** Words whose h is aspirated: no elision before them ("je hais", not "j'hais"). */
const H_ASPIRE = [
  "hai",
  "hais",
  "hait",
  "hurl",
  "hach",
  "hiss",
  "heurt",
  "harcel",
  "hant",
  "hard",
  "haus",
  "heurt",
];

/** Whether a word takes an elided "j'" / "que j'" before it (a vowel or a mute h). */
export function elides(word: string): boolean {
  const w = word.normalize("NFC").toLowerCase();
  if (/^[aeiouyàâäéèêëîïôöùûü]/.test(w)) return true;
  return w.startsWith("h") && !H_ASPIRE.some((p) => w.startsWith(p));
}

/** The French subject written before a form: "j'" before a vowel ("j'aime", "j'ai mangé"), else "je ". */
export function frenchSubject(personId: string, form: string): string {
  const label = FRENCH_PERSONS.find((p) => p.id === personId)?.label ?? personId;
  if (label === "je") return elides(form) ? "j'" : "je ";
  return `${label} `;
}

/** "que" before a subjunctive subject, elided before il/elle/ils/elles ("qu'il"). */
export function subjunctiveLead(subject: string): string {
  return elides(subject) ? "qu'" : "que ";
}

/**
 * Forms accepted besides the dictionary's: -ayer verbs keep y or write i before a mute e ("je
 * paye" and "je paie"), and asseoir has an "assieds" series beside the "assois" one.
 */
export function alternateFrenchForms(verb: string, form: string): string[] {
  const base = verb.replace(/^(se |s')/, "");
  const out = new Set<string>();
  if (/ayer$/.test(base)) {
    const i = form.replace(/ay(e(?:s|nt|r[aio]\w*)?)(?=$|\s)/g, "ai$1");
    if (i !== form) out.add(i);
  }
  if (/^r?asseoir$/.test(base)) {
    const ied = form
      .split(" ")
      .map((w) =>
        w
          .replace(/assoient$/, "asseyent")
          .replace(/assois$/, "assieds")
          .replace(/assoit$/, "assied")
          .replace(/assoies$/, "asseyes")
          .replace(/assoie$/, "asseye")
          .replace(/assoy/, "assey")
          .replace(/assoir/, "assiér"),
      )
      .join(" ");
    if (ied !== form) out.add(ied);
  }
  return [...out];
}

/** A verb is weak when at least this share of its recent answers missed (or it missed twice). */
export const WEAK_VERB_MISS_SHARE = 0.34;
export const WEAK_VERB_MIN_MISSES = 2;

/**
 * The weak verbs from a student's answers: verbs with 2+ misses or a third or more missed, worst
 * first, for the summary and for a round of "my weak verbs".
 */
export function weakVerbs(
  answers: readonly { verb: string; isCorrect: boolean; score: number }[],
  limit = 12,
): { verb: string; misses: number; answers: number }[] {
  const tally = new Map<string, { misses: number; answers: number }>();
  for (const a of answers) {
    const t = tally.get(a.verb) ?? { misses: 0, answers: 0 };
    t.answers += 1;
    if (!a.isCorrect || a.score < 1) t.misses += 1;
    tally.set(a.verb, t);
  }
  return [...tally.entries()]
    .filter(
      ([, t]) =>
        t.misses >= WEAK_VERB_MIN_MISSES || (t.misses > 0 && t.misses / t.answers >= WEAK_VERB_MISS_SHARE),
    )
    .map(([verb, t]) => ({ verb, ...t }))
    .sort(
      (a, b) =>
        b.misses / b.answers - a.misses / a.answers || b.misses - a.misses || a.verb.localeCompare(b.verb),
    )
    .slice(0, limit);
}

/**
 * A verb question's id: `g-verb.<lang>.<tense>.<person>[.obj].<verb>` (unique within its round), so
 * a student's answers can be read back per verb for the weak-verbs summary.
 */
export function verbQuestionId(
  language: VerbLanguage,
  tense: VerbTense,
  personId: string,
  verb: string,
  withObject = false,
): string {
  return ["g-verb", language, tense, personId, ...(withObject ? ["obj"] : []), encodeURIComponent(verb)].join(
    ".",
  );
}

/** The verb a verb question's id names, or null. */
export function verbOfQuestionId(id: string): { language: VerbLanguage; verb: string } | null {
  const parts = id.split(".");
  if (parts[0] !== "g-verb" || parts.length < 5 || (parts[1] !== "fr" && parts[1] !== "es")) return null;
  try {
    return { language: parts[1], verb: decodeURIComponent(parts[parts.length - 1]!) };
  } catch {
    return null;
  }
}

/** Rounds: how many questions a round asks, and how many verbs a chosen list may hold. */
export const VERB_ROUND_SIZE = { min: 5, max: 20, default: 10 } as const;
export const MAX_CHOSEN_VERBS = 30;
