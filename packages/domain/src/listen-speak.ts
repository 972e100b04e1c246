/**
 * Listen and speak (issue 23): which Spanish phrases of a lesson the app can say for a student to
 * repeat, and how a listen-and-speak card is named. Phrases come from the lesson's own content:
 * the bold Spanish of its flashcard deck and the bold answer line of its worked examples, so an
 * admin's new Spanish lesson is playable with no extra work (decision 064).
 */

/** A listen-and-speak card names one lesson: "listen-speak-42". */
export const LISTEN_SPEAK_PREFIX = "listen-speak-";

/** The fewest phrases that make a round, and the most one round holds. */
export const MIN_LISTEN_SPEAK_PHRASES = 3;
export const MAX_LISTEN_SPEAK_PHRASES = 8;

/** The longest phrase said in one go: a sentence a ten-year-old can repeat. */
export const MAX_PHRASE_CHARS = 70;

export function listenSpeakCardId(materialId: number): string {
  return `${LISTEN_SPEAK_PREFIX}${materialId}`;
}

/** Reads a listen-and-speak card id; null when it is not one. */
export function parseListenSpeakCardId(cardId: string): number | null {
  const match = /^listen-speak-([1-9]\d{0,9})$/.exec(cardId);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 2_147_483_647 ? null : id;
}

const BOLD = /\*\*([^*\n]+)\*\*/g;

function boldParts(text: string): string[] {
  return [...text.matchAll(BOLD)].map((m) => m[1]!.trim());
}

/**
 * Whether a bold fragment is a phrase worth saying: letters only (no digits, which could be said
 * two ways), no gaps to fill ("Me llamo…"), no alternatives ("Encantado / Encantada"), no word
 * parts ("habl-"), and either two words or one word of four letters or more.
 */
export function isSayablePhrase(text: string): boolean {
  if (text.length > MAX_PHRASE_CHARS || /[\d…/\-_=+()[\]<>]|\.\.\./.test(text)) return false;
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return false;
  return words.length >= 2 || words[0]!.replace(/[^\p{L}]/gu, "").length >= 4;
}

export interface PhraseSource {
  deck: readonly { body: string }[];
  examples: readonly { solution: string }[];
}

/** A lesson's sayable phrases, in the lesson's order, each once. */
export function lessonPhrases(source: PhraseSource): string[] {
  const found: string[] = [];
  for (const card of source.deck) found.push(...boldParts(card.body));
  for (const example of source.examples) {
    const lines = example.solution.trim().split("\n");
    found.push(...boldParts(lines[lines.length - 1] ?? ""));
  }
  const seen = new Set<string>();
  return found.filter((phrase) => {
    const key = phrase.toLocaleLowerCase("es");
    if (!isSayablePhrase(phrase) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The speaking rates, in words a minute (eSpeak's unit): "slower" is for a learner's first hearing. */
export const SPEECH_RATES = { normal: 150, slow: 95 } as const;
export type SpeechSpeed = keyof typeof SPEECH_RATES;
