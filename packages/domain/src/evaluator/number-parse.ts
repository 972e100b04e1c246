/** Reads a number written any usual school way, with its unit (issue 4 "Answer evaluation"). */
import { MAX_EXPRESSION_LENGTH } from "./limits.ts";
import { foldAccents, normalizeMathText } from "./text.ts";

/** How the student wrote the number; becomes the evaluation sub-method of a right answer. */
export type NumberForm = "integer" | "decimal" | "fraction" | "mixed_number" | "percent" | "scientific";

export interface ParsedNumber {
  /** The number as written: 50 for "50%" (see `isPercent`). */
  value: number;
  form: NumberForm;
  isPercent: boolean;
  /** Canonical unit ("cm", "m^2", "km/h", "$") or "" when none was written. */
  unit: string;
}

export type NumberParse =
  | { ok: true; number: ParsedNumber }
  | { ok: false; reason: "unreadable" | "division_by_zero" | "too_long" };

// Thousands grouped by commas ("12,345.6"), by spaces ("1 000", "1 000,5"), or by dots when that
// cannot be a decimal point ("1.000,5", "1.000.000"). "1,000" is one thousand; "1,5" and "0,500"
// are European decimals; "1.000" is one.
const GROUPED_COMMA = String.raw`[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?`;
const GROUPED_SPACE = String.raw`[1-9]\d{0,2}(?: \d{3})+(?:[.,]\d+)?`;
const GROUPED_DOT = String.raw`[1-9]\d{0,2}(?:\.\d{3})+,\d+|[1-9]\d{0,2}(?:\.\d{3}){2,}`;
const SIMPLE = String.raw`\d+(?:[.,]\d+)?|[.,]\d+`;
const NUM = `(?:${GROUPED_COMMA}|${GROUPED_SPACE}|${GROUPED_DOT}|${SIMPLE})(?!\\d)`;
const EXPONENT = String.raw`\(? *([+-]?\d{1,4}) *\)?`;

const MIXED = /^(\d+)(?: +|-)(\d+) *\/ *(\d+)(?!\d)/;
const FRACTION = new RegExp(`^(${NUM}) */ *(${NUM})`);
const SCIENTIFIC_TIMES = new RegExp(`^(${NUM}) *[x*] *10 *\\^ *${EXPONENT}`);
const SCIENTIFIC_E = new RegExp(`^(${NUM})[eE]([+-]?\\d{1,4})(?!\\d)`);
const POWER_OF_TEN = new RegExp(`^10 *\\^ *${EXPONENT}`);
const PLAIN = new RegExp(`^(${NUM})`);

const PERCENT_WORDS = /^(?:%|percent\b|per cent\b|pour ?cent\b|por ?ciento\b|pct\b)/i;
const UNIT_WORD = String.raw`[\p{L}°$€£¥µ'][\p{L}°µ'.]*(?:\^-?[1-3]|[23])?`;
const UNIT_PART = `${UNIT_WORD}(?: *\\/ *${UNIT_WORD})?`;
/** A unit or a few trailing words ("cm", "km/h", "m^2", "apples", "square metres"), never a second number. */
const UNIT_TEXT = new RegExp(`^${UNIT_PART}(?: +${UNIT_PART}){0,4}$`, "u");

/** Reads a number: "-3/4", "1 1/2", "0,5", "12,345.6", "50%", "1.2×10^3", "12 cm", "x = 5"… */
export function parseNumber(raw: string): NumberParse {
  if (raw.length > MAX_EXPRESSION_LENGTH) return { ok: false, reason: "too_long" };
  let text = normalizeMathText(raw)
    .trim()
    .replace(/^(?:[a-zA-Z] *)?[=≈] */, "")
    .replace(/[.!]+$/, "")
    .trim();
  let unit = "";
  const currency = /^([$€£¥]) */.exec(text);
  if (currency) {
    unit = currency[1]!;
    text = text.slice(currency[0].length);
  }
  let sign = 1;
  const signMatch = /^([+-]) */.exec(text);
  if (signMatch) {
    if (signMatch[1] === "-") sign = -1;
    text = text.slice(signMatch[0].length);
  }
  if (/^\([^()]*\)$/.test(text)) text = text.slice(1, -1).trim();

  const read = readMagnitude(text);
  if (!read.ok) return read;
  let rest = text.slice(read.length).trim();
  let isPercent = false;
  const percent = PERCENT_WORDS.exec(rest);
  if (percent) {
    isPercent = true;
    rest = rest.slice(percent[0].length).trim();
  }
  if (rest !== "") {
    if (unit !== "" || !UNIT_TEXT.test(rest)) return { ok: false, reason: "unreadable" };
    unit = canonicalUnit(rest);
  }
  const value = sign * read.value;
  if (!Number.isFinite(value)) return { ok: false, reason: "unreadable" };
  const form: NumberForm = isPercent ? "percent" : read.form;
  return { ok: true, number: { value: value === 0 ? 0 : value, form, isPercent, unit } };
}

type Magnitude =
  | { ok: true; value: number; form: NumberForm; length: number }
  | { ok: false; reason: "unreadable" | "division_by_zero" };

function readMagnitude(text: string): Magnitude {
  const mixed = MIXED.exec(text);
  if (mixed) {
    const denominator = Number(mixed[3]);
    if (denominator === 0) return { ok: false, reason: "division_by_zero" };
    const value = Number(mixed[1]) + Number(mixed[2]) / denominator;
    return { ok: true, value, form: "mixed_number", length: mixed[0].length };
  }
  const fraction = FRACTION.exec(text);
  if (fraction) {
    const denominator = readDigits(fraction[2]!);
    if (denominator === 0) return { ok: false, reason: "division_by_zero" };
    const value = readDigits(fraction[1]!) / denominator;
    return { ok: true, value, form: "fraction", length: fraction[0].length };
  }
  const times = SCIENTIFIC_TIMES.exec(text) ?? SCIENTIFIC_E.exec(text);
  if (times) {
    // Through the decimal string, so that 1.2×10^3 is exactly 1200 and not 1200.0000000000002.
    const value = Number(`${readDigits(times[1]!)}e${times[2]}`);
    return { ok: true, value, form: "scientific", length: times[0].length };
  }
  const power = POWER_OF_TEN.exec(text);
  if (power) return { ok: true, value: Number(`1e${power[1]}`), form: "scientific", length: power[0].length };
  const plain = PLAIN.exec(text);
  if (plain) {
    const value = readDigits(plain[1]!);
    return {
      ok: true,
      value,
      form: Number.isInteger(value) ? "integer" : "decimal",
      length: plain[0].length,
    };
  }
  return { ok: false, reason: "unreadable" };
}

/** The value of one matched number, deciding which of `,` `.` and space is the decimal mark. */
function readDigits(token: string): number {
  const compact = token.replace(/ /g, "");
  if (/^[1-9]\d{0,2}(?:\.\d{3})+(?:,\d+)?$/.test(compact) && /,|\..*\./.test(compact)) {
    return Number(compact.replace(/\./g, "").replace(",", "."));
  }
  if (compact.includes(",") && compact.includes(".")) return Number(compact.replace(/,/g, ""));
  if (/^[1-9]\d{0,2}(?:,\d{3})+$/.test(compact)) return Number(compact.replace(/,/g, ""));
  return Number(compact.replace(",", "."));
}

const UNIT_NAMES: Readonly<Record<string, string>> = {
  millimeter: "mm",
  millimetre: "mm",
  millimetro: "mm",
  centimeter: "cm",
  centimetre: "cm",
  centimetro: "cm",
  meter: "m",
  metre: "m",
  metro: "m",
  kilometer: "km",
  kilometre: "km",
  kilometro: "km",
  milligram: "mg",
  milligramme: "mg",
  gram: "g",
  gramme: "g",
  gramo: "g",
  kilogram: "kg",
  kilogramme: "kg",
  kilogramo: "kg",
  kilo: "kg",
  millisecond: "ms",
  second: "s",
  seconde: "s",
  segundo: "s",
  sec: "s",
  minute: "min",
  minuto: "min",
  hour: "h",
  heure: "h",
  hora: "h",
  hr: "h",
  milliliter: "ml",
  millilitre: "ml",
  mililitro: "ml",
  liter: "l",
  litre: "l",
  litro: "l",
  degree: "°",
  degre: "°",
  grado: "°",
  deg: "°",
  dollar: "$",
  euro: "€",
  pound: "£",
  kph: "km/h",
};

/** One spelling per unit, so that "cm", "centimetres" and "centímetros" compare equal. */
export function canonicalUnit(text: string): string {
  return foldAccents(text.toLowerCase())
    .replace(/\./g, "")
    .split("/")
    .map((part) => canonicalUnitPart(part.trim()))
    .join("/");
}

function canonicalUnitPart(part: string): string {
  let words = part.split(/ +/).filter((w) => w !== "");
  let power = "";
  const first = words[0];
  if (first === "square" || first === "sq" || first === "carre" || first === "cuadrado") power = "^2";
  if (first === "cubic" || first === "cu" || first === "cube" || first === "cubico") power = "^3";
  if (power !== "") words = words.slice(1);
  const canonical = words.map((word) => {
    const suffix = /(?:\^(-?[1-3])|([23]))$/.exec(word);
    let base = suffix ? word.slice(0, suffix.index) : word;
    if (suffix) power = `^${suffix[1] ?? suffix[2]}`;
    if (UNIT_NAMES[base] === undefined && base.length > 3 && base.endsWith("s")) base = base.slice(0, -1);
    return UNIT_NAMES[base] ?? base;
  });
  return `${canonical.join(" ")}${power}`;
}
