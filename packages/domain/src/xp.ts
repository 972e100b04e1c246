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
  const base = correct * 10 - mistakes * 2;
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
