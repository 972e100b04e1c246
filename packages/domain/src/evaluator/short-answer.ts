/**
 * Language answers: case, spacing, quotes and final punctuation never matter; a missing or wrong
 * accent and one typo in a long word are told apart from a wrong word and cost a little.
 */
import { MAX_ACCEPTABLE_ANSWERS } from "./limits.ts";
import { readExpected } from "./numeric.ts";
import { buildResult, correctAnswerOf, displayCorrectAnswer } from "./result.ts";
import { foldAccents, isOneEditApart, normalizeAnswerText } from "./text.ts";
import type { EvaluationResult, PracticeQuestion } from "./types.ts";

/** Scores of the near misses that still count as correct. */
export const ACCENT_SCORE = 0.8;
export const TYPO_SCORE = 0.9;
/** A typo is forgiven only in a word at least this long: in "où" or "año" one letter is the word. */
export const TYPO_MIN_WORD_LENGTH = 6;
/** A language answer whose one slip is in a word's last letters has the wrong form: half credit, not correct. */
export const WRONG_ENDING_SCORE = 0.5;
/** How many final letters count as a word's ending (gusta/gustan, blanc/blancs, gâteaus/gâteaux). */
export const ENDING_LETTERS = 2;

type Verdict =
  | { kind: "exact" }
  | { kind: "accent_missing" | "accent_wrong"; words: string[] }
  | { kind: "one_typo"; word: string }
  | { kind: "wrong_ending"; word: string }
  | { kind: "wrong" };

const RANK: Record<Verdict["kind"], number> = {
  exact: 4,
  one_typo: 3,
  accent_missing: 2,
  accent_wrong: 2,
  wrong_ending: 1,
  wrong: 0,
};

/** Judges a short answer against the correct answer and each acceptable one. */
export function judgeShortAnswer(question: PracticeQuestion, answer: string): EvaluationResult {
  const display = displayCorrectAnswer(question);
  const acceptable = Array.isArray(question.acceptableAnswers) ? question.acceptableAnswers : [];
  const targets = [correctAnswerOf(question), ...acceptable.slice(0, MAX_ACCEPTABLE_ANSWERS)].filter(
    (t): t is string => typeof t === "string" && t.trim() !== "",
  );
  const given = normalizeAnswerText(answer);
  let best: Verdict = { kind: "wrong" };
  for (const target of targets) {
    const verdict = compareWithTarget(given, target, {
      isLanguage:
        typeof question.language === "string" && question.language !== "" && question.language !== "en",
      isStrict: question.strictSpelling === true,
    });
    if (RANK[verdict.kind] > RANK[best.kind]) best = verdict;
    if (best.kind === "exact") break;
  }
  if (best.kind !== "exact" && isSameNumber(targets, answer))
    return buildResult("short_answer", "numeric_equivalent", true, 1, "Correct!", display);
  switch (best.kind) {
    case "exact":
      return buildResult("short_answer", "exact", true, 1, "Correct!", display);
    case "accent_missing":
    case "accent_wrong": {
      const quoted = best.words.map((w) => `'${w}'`).join(", ");
      const noun = best.words.length === 1 ? "accent" : "accents";
      const feedback =
        best.kind === "accent_missing"
          ? `Almost perfect — watch the ${noun}: ${quoted}.`
          : `Almost perfect — check the ${noun}, one is the wrong way: ${quoted}.`;
      return buildResult("short_answer", best.kind, true, ACCENT_SCORE, feedback, display);
    }
    case "one_typo":
      return buildResult(
        "short_answer",
        "one_typo",
        true,
        TYPO_SCORE,
        `Correct, with one typo — it's spelled '${best.word}'.`,
        display,
      );
    case "wrong_ending":
      return buildResult(
        "short_answer",
        "wrong_ending",
        false,
        WRONG_ENDING_SCORE,
        `Close — check the ending: it's '${best.word}'.`,
        display,
      );
    case "wrong":
      return buildResult(
        "short_answer",
        "no_match",
        false,
        0,
        `Not quite — the answer is '${display}'.`,
        display,
      );
  }
}

/**
 * A short answer whose answer is a number takes the number however it is written: "1/2", "0.5",
 * `\frac{1}{2}` and "½" are one value (issue 13). Units and percentages stay with the numeric type.
 */
function isSameNumber(targets: readonly string[], answer: string): boolean {
  const given = readExpected(answer);
  if (!given || given.unit || given.isPercent) return false;
  return targets.some((target) => {
    const expected = readExpected(target);
    if (!expected || expected.unit || expected.isPercent) return false;
    return Math.abs(expected.value - given.value) <= 1e-9 * Math.max(1, Math.abs(expected.value));
  });
}

/** Whether the one edit between two words falls in the expected word's last letters. */
function isEndingSlip(given: string, expected: string): boolean {
  let prefix = 0;
  while (prefix < given.length && prefix < expected.length && given[prefix] === expected[prefix]) prefix++;
  return prefix >= expected.length - ENDING_LETTERS;
}

function compareWithTarget(
  given: string,
  target: string,
  rules: { isLanguage: boolean; isStrict: boolean },
): Verdict {
  const expected = normalizeAnswerText(target);
  if (given === expected) return { kind: "exact" };
  // The words as the content wrote them (capitals kept), to quote in feedback.
  const shownWords = normalizeAnswerText(target, true).split(" ");
  // "est ce que" or "dixhuit" for "est-ce que", "dix-huit": a slip of one mark, like a typo.
  if (isHyphenSlip(given, expected) || isHyphenSlip(expected, given)) {
    const word = shownWords.find((w) => w.includes("-")) ?? expected;
    return { kind: "one_typo", word };
  }
  const givenWords = given.split(" ");
  const expectedWords = expected.split(" ");
  if (givenWords.length !== expectedWords.length) return { kind: "wrong" };
  const shown = (i: number) =>
    shownWords.length === expectedWords.length ? shownWords[i]! : expectedWords[i]!;

  if (foldAccents(given) === foldAccents(expected)) {
    const words: string[] = [];
    let isWrongAccent = false;
    expectedWords.forEach((word, i) => {
      const givenWord = givenWords[i]!;
      if (givenWord === word) return;
      words.push(shown(i));
      if (accentSlip(givenWord, word) === "wrong") isWrongAccent = true;
    });
    return { kind: isWrongAccent ? "accent_wrong" : "accent_missing", words };
  }

  const differing = expectedWords.flatMap((word, i) => (givenWords[i] === word ? [] : [i]));
  if (differing.length !== 1) return { kind: "wrong" };
  const index = differing[0]!;
  const word = expectedWords[index]!;
  const letters = word.match(/\p{L}/gu)?.length ?? 0;
  if (isOneEditApart(givenWords[index]!, word)) {
    if (rules.isLanguage && isEndingSlip(givenWords[index]!, word))
      return { kind: "wrong_ending", word: shown(index) };
    if (!rules.isStrict && letters >= TYPO_MIN_WORD_LENGTH) return { kind: "one_typo", word: shown(index) };
  }
  return { kind: "wrong" };
}

/** `hyphenated` with each hyphen turned into a space, or dropped, is `other`. */
function isHyphenSlip(hyphenated: string, other: string): boolean {
  if (!hyphenated.includes("-")) return false;
  return hyphenated.replace(/-/g, " ") === other || hyphenated.replace(/-/g, "") === other;
}

/**
 * Two words equal once accents are removed: "missing" when the answer only lacks marks
 * ("ecole" for "école"), "wrong" when it has a different or an extra one ("ècole", "tambíen").
 */
function accentSlip(given: string, expected: string): "missing" | "wrong" {
  const a = letterMarks(given);
  const b = letterMarks(expected);
  if (a.length !== b.length) return "wrong";
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i] && a[i] !== "") return "wrong";
  }
  return "missing";
}

/** The marks on each base letter of a word: "né" → ["", "́"]. */
function letterMarks(word: string): string[] {
  const marks: string[] = [];
  for (const ch of word.normalize("NFD")) {
    if (/\p{M}/u.test(ch)) marks[marks.length - 1] = (marks[marks.length - 1] ?? "") + ch;
    else marks.push("");
  }
  return marks;
}
