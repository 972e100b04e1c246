/** Text clean-up shared by the judges: math symbols, LaTeX, accents, apostrophes, one-edit typos. */
import { latexToPlain } from "./latex.ts";

const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  "⁰": "0",
  "¹": "1",
  "²": "2",
  "³": "3",
  "⁴": "4",
  "⁵": "5",
  "⁶": "6",
  "⁷": "7",
  "⁸": "8",
  "⁹": "9",
  "⁻": "-",
  "⁺": "+",
};

const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  "½": "1/2",
  "⅓": "1/3",
  "⅔": "2/3",
  "¼": "1/4",
  "¾": "3/4",
  "⅕": "1/5",
  "⅖": "2/5",
  "⅗": "3/5",
  "⅘": "4/5",
  "⅙": "1/6",
  "⅚": "5/6",
  "⅛": "1/8",
  "⅜": "3/8",
  "⅝": "5/8",
  "⅞": "7/8",
};

const REPLACEMENTS: Readonly<Record<string, string>> = {
  "−": "-",
  "‒": "-",
  "–": "-",
  "×": "*",
  "·": "*",
  "⋅": "*",
  "∙": "*",
  "✕": "*",
  "÷": "/",
  "∕": "/",
  "⁄": "/",
  "\u00a0": " ",
  "\u2007": " ",
  "\u2009": " ",
  "\u202f": " ",
  "\t": " ",
  "\n": " ",
  "\r": " ",
};

/**
 * Writes math the way the parsers read it: ASCII operators, `^` for superscripts and `**`, plain
 * spaces, and vulgar fractions spelled out ("1½" → "1 1/2"), so each parser handles one spelling.
 */
export function normalizeMathText(text: string): string {
  let out = "";
  let inSuperscript = false;
  for (const ch of latexToPlain(text)) {
    const superscript = SUPERSCRIPTS[ch];
    if (superscript !== undefined) {
      out += inSuperscript ? superscript : `^${superscript}`;
      inSuperscript = true;
      continue;
    }
    inSuperscript = false;
    const fraction = VULGAR_FRACTIONS[ch];
    if (fraction !== undefined) {
      out += /\d$/.test(out) ? ` ${fraction}` : fraction;
      continue;
    }
    out += REPLACEMENTS[ch] ?? ch;
  }
  return out.replaceAll("**", "^");
}

/** Removes accents and other combining marks: "école" → "ecole", "niño" → "nino". */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

/** True when the text carries a combining mark once decomposed (an accent, a tilde, a cedilla). */
export function hasAccent(text: string): boolean {
  return /\p{M}/u.test(text.normalize("NFD"));
}

const EDGE_PUNCTUATION = /^[\s.,!?¿¡;:…'"«»“”„]+|[\s.,!?¿¡;:…'"«»“”„]+$/g;

/**
 * A language answer as a teacher reads it: same apostrophe everywhere, no quotes, no punctuation
 * at either end (Spanish opens with ¿ ¡), no commas or marks inside, one space between words.
 * Lower-cased with œ and æ spelled out, unless `keepCase` (to show a word as the content wrote it).
 */
export function normalizeAnswerText(text: string, keepCase = false): string {
  // Typing "soeur" for "sœur" is how keyboards work, not a spelling slip.
  const cased = keepCase
    ? text.normalize("NFC")
    : text.normalize("NFC").toLowerCase().replace(/œ/g, "oe").replace(/æ/g, "ae");
  return cased
    .replace(/[’‘ʼ`´′]/g, "'")
    .replace(/["«»“”„]/g, " ")
    .replace(EDGE_PUNCTUATION, "")
    .replace(/[,!?¿¡;:…]/g, " ")
    .replace(/\s*'\s*/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * True when one insertion, deletion, substitution or swap of two neighbouring letters turns one
 * word into the other (distance exactly 1). Linear time, so a long word costs nothing.
 */
export function isOneEditApart(a: string, b: string): boolean {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let end = 0;
  while (
    end < x.length - start &&
    end < y.length - start &&
    x[x.length - 1 - end] === y[y.length - 1 - end]
  ) {
    end++;
  }
  const restX = x.length - start - end;
  const restY = y.length - start - end;
  if (restX + restY === 1) return true;
  if (restX === 1 && restY === 1) return true;
  return restX === 2 && restY === 2 && x[start] === y[start + 1] && x[start + 1] === y[start];
}

/** Shortens a student's text for a feedback sentence. */
export function quoteForFeedback(text: string, max = 40): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`;
}
