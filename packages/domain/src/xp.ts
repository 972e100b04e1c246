/** XP, levels and awards (spec 3, 4.6, 9). */

/** XP per level step: level n starts at n² × 100 XP. */
export const XP_PER_LEVEL_UNIT = 100;
/** How many recent XP gains are kept. */
export const RECENT_GAINS_KEPT = 10;

export interface UserLevel {
  level: number;
  totalXP: number;
  xpIntoCurrentLevel: number;
  xpToNextLevel: number;
  nextLevelXP: number;
}

/** level = floor(sqrt(total XP / 100)). */
export function levelForXp(totalXP: number): number {
  const xp = Math.max(0, Math.floor(totalXP));
  let level = Math.floor(Math.sqrt(xp / XP_PER_LEVEL_UNIT));
  // Guard against floating point at exact boundaries (e.g. 40000 XP → 20).
  while ((level + 1) ** 2 * XP_PER_LEVEL_UNIT <= xp) level++;
  while (level > 0 && level ** 2 * XP_PER_LEVEL_UNIT > xp) level--;
  return level;
}

/** The XP at which a level starts: n² × 100. */
export function xpForLevel(level: number): number {
  return level ** 2 * XP_PER_LEVEL_UNIT;
}

/** The user-level view of a total (spec 3 "User level"). */
export function describeLevel(totalXP: number): UserLevel {
  const xp = Math.max(0, Math.floor(totalXP));
  const level = levelForXp(xp);
  const start = xpForLevel(level);
  const nextLevelXP = xpForLevel(level + 1);
  return { level, totalXP: xp, xpIntoCurrentLevel: xp - start, xpToNextLevel: nextLevelXP - xp, nextLevelXP };
}

/** The levels crossed by going from one total to another (empty when none): a level-up each. */
export function levelsGained(beforeXP: number, afterXP: number): number[] {
  const from = levelForXp(beforeXP);
  const to = levelForXp(afterXP);
  const levels: number[] = [];
  for (let l = from + 1; l <= to; l++) levels.push(l);
  return levels;
}

/** XP a correct answer adds to its set (spec 9: +10 per correct answer). */
export const XP_PER_CORRECT_ANSWER = 10;
/** XP a mistake takes from its set (spec 9: −2 per mistake). */
export const XP_PER_MISTAKE = 2;

export interface AnswerSetResult {
  correct: number;
  mistakes: number;
  /** Seconds spent on the whole set. */
  totalSeconds: number;
  /** The streak multiplier in force (1 to 2). */
  multiplier: number;
}

export interface XpAward {
  base: number;
  accuracyBonus: number;
  speedBonus: number;
  multiplier: number;
  total: number;
}

/**
 * XP for an answer set (spec 9): +10 per correct answer, −2 per mistake; +20 when accuracy is at
 * least 90 %, else +10 when at least 80 %; +5 when the time per question is at most 30 s; the sum
 * is multiplied by the multiplier and rounded; at least 1.
 */
export function awardForAnswerSet(result: AnswerSetResult): XpAward {
  const correct = Math.max(0, Math.floor(result.correct));
  const mistakes = Math.max(0, Math.floor(result.mistakes));
  const questions = correct + mistakes;
  const base = correct * XP_PER_CORRECT_ANSWER - mistakes * XP_PER_MISTAKE;
  const accuracy = questions === 0 ? 0 : correct / questions;
  const accuracyBonus = questions === 0 ? 0 : accuracy >= 0.9 ? 20 : accuracy >= 0.8 ? 10 : 0;
  const speedBonus = questions > 0 && result.totalSeconds / questions <= 30 ? 5 : 0;
  const multiplier = Math.min(2, Math.max(1, result.multiplier));
  const total = Math.max(1, Math.round((base + accuracyBonus + speedBonus) * multiplier));
  return { base, accuracyBonus, speedBonus, multiplier, total };
}

export interface XpGain {
  amount: number;
  reason: string;
  timestamp: string;
  multiplier?: number;
}

/** Adds a gain to the recent list, newest first, keeping the last 10. */
export function pushRecentGain(recent: readonly XpGain[], gain: XpGain): XpGain[] {
  return [gain, ...recent].slice(0, RECENT_GAINS_KEPT);
}

/*
 * Fair play (issue 7.9, docs/decisions/007-xp-fair-play.md). The spec's award is per answer set;
 * these rules decide which answers a set holds and what it may earn, so that honest play earns
 * exactly the spec's numbers and splitting, repeating or failing on purpose earns nothing extra.
 */

/** The most XP a student can gain on one day of their own time zone, from every source together. */
export const DAILY_XP_CEILING = 1000;

/** One recorded answer, as the server's set holds it. */
export interface SetAnswer {
  /** The question, e.g. "12:q3" (material and question). */
  questionKey: string;
  /** The student's calendar day of the answer, "YYYY-MM-DD". */
  day: string;
  isCorrect: boolean;
  /** Given after the question's answer was shown to the student that day (issue 21): earns nothing. */
  afterReveal?: boolean;
}

/** What the student's earlier sets already counted of a question on a day. */
export interface QuestionDay {
  hasCorrect: boolean;
}

export interface CountedAnswers {
  correct: number;
  mistakes: number;
  /** Answers that count for nothing: the question was already answered right that day. */
  repeats: number;
  /** The questions whose day this set changed (to be remembered), keyed "day|questionKey". */
  touched: Map<string, QuestionDay>;
}

/** The key of a question on a day in `countSetAnswers`' maps. */
export const questionDayKey = (day: string, questionKey: string) => `${day}|${questionKey}`;

/**
 * Which answers of a set count (in the order given): a question earns its +10 once a day, for its
 * first right answer that day; its mistakes before that count (−2 each, as the spec scores a set);
 * anything after the day's right answer, in this set or a later one, is a repeat and counts for
 * nothing; so is any answer given after the question's answer was shown that day (issue 21).
 */
export function countSetAnswers(
  answers: readonly SetAnswer[],
  earlier: ReadonlyMap<string, QuestionDay>,
): CountedAnswers {
  const touched = new Map<string, QuestionDay>();
  let correct = 0;
  let mistakes = 0;
  let repeats = 0;
  for (const answer of answers) {
    const key = questionDayKey(answer.day, answer.questionKey);
    const state = touched.get(key) ?? earlier.get(key);
    if (state?.hasCorrect || answer.afterReveal) {
      repeats++;
      continue;
    }
    if (answer.isCorrect) correct++;
    else mistakes++;
    touched.set(key, { hasCorrect: answer.isCorrect });
  }
  return { correct, mistakes, repeats, touched };
}

export interface CountedSet {
  correct: number;
  mistakes: number;
  totalSeconds: number;
  multiplier: number;
  /** Every question the server put in the set was answered in it: only then do the bonuses apply. */
  isWholeSet: boolean;
}

/**
 * XP for a set the server opened: the spec's award when the whole set was answered; without its
 * accuracy and speed bonuses when part of it was; nothing at all without a counted right answer
 * (wrong answers never earn XP, so the spec's "minimum 1" applies to a set that earned something).
 */
export function awardForCountedSet(set: CountedSet): XpAward {
  const award = awardForAnswerSet(set);
  if (set.correct <= 0) return { ...award, accuracyBonus: 0, speedBonus: 0, total: 0 };
  if (set.isWholeSet) return award;
  const total = Math.max(1, Math.round(award.base * award.multiplier));
  return { ...award, accuracyBonus: 0, speedBonus: 0, total };
}

/** What an award may add today under the daily ceiling, given what the student already earned today. */
export function capToDailyCeiling(amount: number, earnedToday: number, ceiling = DAILY_XP_CEILING): number {
  return Math.max(0, Math.min(Math.floor(amount), ceiling - Math.max(0, Math.floor(earnedToday))));
}
