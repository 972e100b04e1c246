/*
 * Reads persona traits out of a spoken or typed answer (spec 5, 7.6; issue 24), in English, French
 * and Spanish: "call me Sam and please go slower, I like listening" gives three updates. Each update
 * carries the spec's self-report confidence (0.9 for the name, 0.85 for tone, pace and modality).
 */
import { type PersonaTrait, SELF_REPORT_CONFIDENCE } from "../persona.ts";

export interface ParsedTraitUpdate {
  key: PersonaTrait;
  value: string;
  confidence: number;
  source: "self_report";
}

/** Lower case without accents, so "très", "lentamente" and "LENT" match the same rules. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[’`]/g, "'");
}

interface Rule {
  key: "tone" | "pace" | "modality";
  value: string;
  words: RegExp;
}

/* Tested in order: the more specific phrasings first ("read and listen" before "listen"). */
const RULES: readonly Rule[] = [
  // Modality.
  {
    key: "modality",
    value: "both",
    words:
      /\b(both|read and (listen|hear)|(listen|hear)(ing)? and read(ing)?|les deux|lire et ecouter|ecouter et lire|ambos|las dos|leer y escuchar|escuchar y leer)\b/,
  },
  {
    key: "modality",
    value: "listen",
    words:
      /\b(listen(ing)?|hear(ing)?|audio|spoken|out loud|aloud|read (it )?to me|ecouter|ecoute|entendre|a voix haute|escuchar|escucho|oir|en voz alta)\b/,
  },
  {
    key: "modality",
    value: "read",
    words: /\b(read(ing)?|text|written|lire|je lis|lecture|leer|leo|lectura|por escrito)\b/,
  },
  // Pace.
  {
    key: "pace",
    value: "normal",
    words:
      /\b((normal|medium|regular|average|usual) (pace|speed)|not too (fast|slow)|rythme normal|ritmo normal)\b/,
  },
  {
    key: "pace",
    value: "slow",
    words:
      /\b(slow(er|ly)?|take (my|our) time|step by step|one (thing|step) at a time|lent(e|ement)?|doucement|plus lentement|pas a pas|despacio|mas lento|lent[oa]|paso a paso|poco a poco)\b/,
  },
  {
    key: "pace",
    value: "fast",
    words:
      /\b(fast(er)?|quick(er|ly)?|speed (it )?up|hurry|vite|rapide(ment)?|rapid[oa]|deprisa|mas rapido)\b/,
  },
  // Tone.
  {
    key: "tone",
    value: "gentle",
    words:
      /\b(gentle|gently|calm|kind(ly)?|soft(ly)?|patient|doux|douce|gentil(le)?|calme|suave|amable|tranquil[oa]|paciente)\b/,
  },
  {
    key: "tone",
    value: "energetic",
    words:
      /\b(energetic|excited|exciting|fun|upbeat|lively|enthusiastic|hype|energique|dynamique|enthousiaste|amusant|energico|energica|animad[oa]|divertid[oa]|entusiasta)\b/,
  },
  {
    key: "tone",
    value: "neutral",
    words: /\b(neutral|plain|straight(forward)?|serious|neutre|serieux|normalement|serio|directo)\b/,
  },
];

/* "call me Sam", "je m'appelle Léa", "me llamo Ana", "mi nombre es Luis", "I'm Kai". */
const NAME_PATTERNS: readonly RegExp[] = [
  /\b(?:call me|my name is|my name's|name's|i am called|i'm called|you can call me)\s+([\p{L}][\p{L}'-]*(?:\s+[\p{L}][\p{L}'-]*)?)/iu,
  /\b(?:je m'appelle|je m’appelle|appelle-moi|appelle moi|mon nom est|mon prenom est|mon prénom est|c'est)\s+([\p{L}][\p{L}'-]*)/iu,
  /\b(?:me llamo|llamame|llámame|mi nombre es|dime|soy)\s+([\p{L}][\p{L}'-]*)/iu,
  /\b(?:[Ii]'m|[Ii] am|[Jj]e suis)\s+([\p{Lu}][\p{L}'-]*)/u,
];

/* Words that follow "call me" or "I'm" but are no name. */
const NOT_A_NAME =
  /^(please|thanks|thank|you|and|et|y|a|an|the|so|very|really|not|just|slow|slower|fast|tired|happy|ready|good|fine|okay|ok|a|le|la|un|une|muy|bien|listo|lista|pret|prete|en|de)$/i;

function readName(transcript: string, question: string): string | null {
  for (const pattern of NAME_PATTERNS) {
    const match = pattern.exec(transcript);
    if (!match?.[1]) continue;
    const words = match[1].split(/\s+/).filter((w) => !NOT_A_NAME.test(w));
    // A second word only when it is capitalised ("Mary Jane"), never "Sam and".
    const name = words.length > 1 && /^\p{Lu}/u.test(words[1]!) ? words.slice(0, 2) : words.slice(0, 1);
    if (name.length > 0 && !NOT_A_NAME.test(name[0]!)) return name.join(" ").slice(0, 40);
  }
  // Asked for a name and answered with a word or two ("Sam", "Sam, please").
  if (/name|call you|nom|appelle|nombre|llamas/i.test(question)) {
    const words = transcript
      .replace(/[.!?,;:]+/g, " ")
      .split(/\s+/)
      .filter((w) => w && !NOT_A_NAME.test(w));
    if (words.length >= 1 && words.length <= 2 && words.every((w) => /^[\p{L}'-]+$/u.test(w)))
      return words.join(" ").slice(0, 40);
  }
  return null;
}

/** Which trait a persona question asks about, if it says. */
export function traitAskedBy(question: string): PersonaTrait | null {
  const q = foldText(question);
  if (/\b(name|call you|nom|appelle|nombre|llamas)\b/.test(q)) return "student_name";
  if (/\b(tone|sound|voice|ton|tono)\b/.test(q)) return "tone";
  if (/\b(pace|speed|fast|slow|rythme|vitesse|ritmo|velocidad)\b/.test(q)) return "pace";
  if (/\b(read|listen|modality|lire|ecouter|leer|escuchar)\b/.test(q)) return "modality";
  return null;
}

/**
 * Every trait the answer states, one update per trait (the first phrasing of a trait wins). A
 * question about one trait does not stop the others from being read: "Sam, and slowly please" to
 * "What should I call you?" gives the name and the pace.
 */
export function parsePersonaAnswer(question: string, transcript: string): ParsedTraitUpdate[] {
  const updates: ParsedTraitUpdate[] = [];
  const add = (key: PersonaTrait, value: string) => {
    if (!updates.some((u) => u.key === key))
      updates.push({ key, value, confidence: SELF_REPORT_CONFIDENCE[key], source: "self_report" });
  };
  const name = readName(transcript, question);
  if (name) add("student_name", name);
  // The name is taken out before the other rules read the text: "call me Patience" is no tone.
  const rest = foldText(name ? transcript.replace(name, " ") : transcript);
  const asked = traitAskedBy(question);
  const rules = [...RULES].sort((a, b) => Number(b.key === asked) - Number(a.key === asked));
  for (const rule of rules) if (rule.words.test(rest)) add(rule.key, rule.value);
  return updates;
}
