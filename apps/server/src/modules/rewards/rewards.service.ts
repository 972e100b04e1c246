import {
  type Achievement,
  CASH_KEY_REUSED_MESSAGE,
  type CashHistoryResponse,
  type LeaderboardResponse,
  type XpAwardResponse,
} from "@app/contract/rewards";
import { toDisplayName } from "@app/domain/display-name";
import { findGlobalBoardHiddenReason } from "@app/domain/leaderboard-visibility";
import {
  calendarDate,
  type DailyStreak,
  EMPTY_STREAK,
  recordActivity,
  STREAK_MILESTONES,
  streakAsOf,
} from "@app/domain/streak";
import { weekOf } from "@app/domain/week";
import {
  awardForAnswerSet,
  awardForCountedSet,
  capToDailyCeiling,
  describeLevel,
  levelForXp,
  levelsGained,
  RECENT_GAINS_KEPT,
} from "@app/domain/xp";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import { conflict } from "../../lib/app-error.ts";
import type { Student } from "../student-access/student.ts";
import { toBoardStanding } from "./board-standing.ts";
import * as repo from "./rewards.repository.ts";

/** Level milestones shown as badges. */
export const LEVEL_MILESTONES = [1, 2, 3, 5, 10, 15, 20] as const;

/** Replays the activity days into the streak (the ledger is the authority). */
export async function deriveStreak(db: Kysely<Database>, studentId: number): Promise<DailyStreak> {
  let streak = EMPTY_STREAK;
  for (const day of await repo.listActivityDays(db, studentId)) streak = recordActivity(streak, day).streak;
  return streak;
}

export type XpSource =
  | { kind: "fixed"; amount: number }
  | { kind: "answer-set"; correct: number; mistakes: number; totalSeconds: number }
  | { kind: "counted-set"; correct: number; mistakes: number; totalSeconds: number; isWholeSet: boolean };

/**
 * Records an XP gain for a student once per idempotency key (a retried request gains nothing
 * twice) and answers what it set off: level-ups and streak milestones. An answer set is scored by
 * the spec's award rule with the streak multiplier the day's activity brings; every gain is cut to
 * what the daily ceiling still allows (issue 7.9), and a gain cut to 0 is kept as a row of 0, so
 * the day still counts for the streak and a retry still finds its key.
 */
export async function awardXp(
  db: Kysely<Database>,
  student: Student,
  award: { source: XpSource; reason: string; idempotencyKey: string; at?: Date },
): Promise<XpAwardResponse> {
  if (db.isTransaction) return awardXpLocked(db, student, award);
  return db.transaction().execute((tx) => awardXpLocked(tx, student, award));
}

async function awardXpLocked(
  db: Kysely<Database>,
  student: Student,
  award: { source: XpSource; reason: string; idempotencyKey: string; at?: Date },
): Promise<XpAwardResponse> {
  // One award at a time per student, so two at once cannot both pass under the ceiling.
  await repo.lockStudentXp(db, student.id);
  const at = award.at ?? new Date();
  const day = calendarDate(at, student.timezone);
  const before = await deriveStreak(db, student.id);
  const { streak: after, newMilestones } = recordActivity(before, day);
  const source = award.source;
  const multiplier = source.kind === "fixed" ? 1 : after.streakMultiplier;
  const uncapped =
    source.kind === "answer-set"
      ? awardForAnswerSet({ ...source, multiplier }).total
      : source.kind === "counted-set"
        ? awardForCountedSet({ ...source, multiplier }).total
        : Math.max(1, Math.round(source.amount));
  const amount = capToDailyCeiling(uncapped, await repo.sumXpOnDay(db, student.id, day));
  const totalBefore = await repo.sumXp(db, student.id);
  const inserted = await repo.insertXpGain(db, {
    studentId: student.id,
    amount,
    reason: award.reason,
    multiplier,
    idempotencyKey: award.idempotencyKey,
    activityDate: day,
    at,
  });
  if (!inserted) {
    const existing = await repo.findXpGainByKey(db, student.id, award.idempotencyKey);
    return {
      awarded: existing?.amount ?? 0,
      duplicate: true,
      totalXP: totalBefore,
      level: levelForXp(totalBefore),
      levelUps: [],
      streakMilestones: [],
      currentStreak: streakAsOf(before, day).currentStreak,
    };
  }
  const totalAfter = totalBefore + amount;
  return {
    awarded: amount,
    duplicate: false,
    totalXP: totalAfter,
    level: levelForXp(totalAfter),
    levelUps: levelsGained(totalBefore, totalAfter),
    streakMilestones: newMilestones,
    currentStreak: after.currentStreak,
  };
}

/** Level, streak (as of today), recent gains and this week's XP by day, Monday to Sunday (issue 9). */
export async function getXpProgress(db: Kysely<Database>, student: Student, now: Date = new Date()) {
  const today = calendarDate(now, student.timezone);
  const [total, streak, recent] = await Promise.all([
    repo.sumXp(db, student.id),
    deriveStreak(db, student.id),
    repo.listRecentGains(db, student.id, RECENT_GAINS_KEPT),
  ]);
  const { start, days } = weekOf(now, student.timezone);
  const byDay = new Map((await repo.listXpByDay(db, student.id, start)).map((r) => [r.day, Number(r.xp)]));
  return {
    level: describeLevel(total),
    streak: streakAsOf(streak, today),
    recentGains: recent.map((g) => ({
      amount: g.amount,
      reason: g.reason,
      timestamp: new Date(g.created_at).toISOString(),
      multiplier: Number(g.multiplier),
    })),
    weeklyXP: days.map((date) => ({ date, xp: byDay.get(date) ?? 0 })),
  };
}

/** The rewards wallet: points are the sum of XP gains, cash the sum of the cash ledger (decisions.md 5). */
export async function getWallet(db: Kysely<Database>, studentId: number) {
  const [points, cents] = await Promise.all([repo.sumXp(db, studentId), repo.sumCashCents(db, studentId)]);
  return { wallet: { points_total: points, cash_balance: cents / 100 } };
}

/**
 * Grants a cash reward once per idempotency key: a retry with the same key answers the wallet
 * without paying again; the same key with a different grant is refused, so a reused key never
 * hides a grant the caller meant to make.
 */
export async function grantCash(
  db: Kysely<Database>,
  studentId: number,
  grantedBy: string,
  grant: { amount: number; reason: string; idempotencyKey: string },
) {
  const cents = Math.round(grant.amount * 100);
  const inserted = await repo.insertCash(db, {
    studentId,
    cents,
    reason: grant.reason,
    grantedBy,
    idempotencyKey: grant.idempotencyKey,
  });
  if (!inserted) {
    const first = await repo.findCashByKey(db, studentId, grant.idempotencyKey);
    const isSameGrant =
      first?.amount_cents === cents && first.reason === grant.reason && first.granted_by === grantedBy;
    if (!isSameGrant) throw conflict(CASH_KEY_REUSED_MESSAGE);
  }
  return getWallet(db, studentId);
}

/** The leaderboard for this week or all time, display names only (decisions.md 5). */
export async function getLeaderboard(
  db: Kysely<Database>,
  period: "week" | "all",
  me: Student | null,
  now: Date = new Date(),
): Promise<LeaderboardResponse> {
  // The viewer's week (issue 9: one "this week" for every page), on each gain's own activity day.
  const since = period === "week" ? weekOf(now, me?.timezone ?? "UTC").start : null;
  const rows = await repo.rankStudents(db, since, 50);
  const totals = await repo.sumXpFor(
    db,
    rows.map((r) => r.student_id),
  );
  const entries = rows.map((r, i) => ({
    rank: i + 1,
    display_name: toDisplayName(r.first_name, r.last_name),
    points: Number(r.points),
    level: levelForXp(totals.get(r.student_id) ?? 0),
    is_me: r.student_id === me?.id,
  }));
  // A student kept off the board by the rules is told why, and shown no place on it.
  const hiddenReason = me ? findGlobalBoardHiddenReason(toBoardStanding(me)) : null;
  if (hiddenReason) return { period, entries, me: null, hidden_reason: hiddenReason };
  let mine = entries.find((e) => e.is_me) ?? null;
  if (me && !mine) {
    const { points, ahead } = await repo.rankOf(db, me.id, since);
    mine = {
      rank: ahead + 1,
      display_name: toDisplayName(me.firstName, me.lastName),
      points,
      level: levelForXp(await repo.sumXp(db, me.id)),
      is_me: true,
    };
  }
  return { period, entries, me: mine, hidden_reason: null };
}

/** How many cash movements the history shows. */
export const CASH_HISTORY_SHOWN = 100;

/** A student's cash rewards with the reason and who granted each, newest first (decisions.md 5). */
export async function listCashRewards(db: Kysely<Database>, studentId: number): Promise<CashHistoryResponse> {
  const [cents, rows] = await Promise.all([
    repo.sumCashCents(db, studentId),
    repo.listCashRewards(db, studentId, CASH_HISTORY_SHOWN),
  ]);
  return {
    cash_balance: cents / 100,
    rewards: rows.map((r) => ({
      id: r.id,
      amount: r.amount_cents / 100,
      reason: r.reason,
      granted_by: r.granted_by_name ?? null,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

/** Badges for streak and level milestones, earned or with progress towards them. */
export async function getAchievements(db: Kysely<Database>, student: Student): Promise<Achievement[]> {
  const [total, streak] = await Promise.all([repo.sumXp(db, student.id), deriveStreak(db, student.id)]);
  const level = levelForXp(total);
  const streaks: Achievement[] = STREAK_MILESTONES.map((days) => ({
    id: `streak-${days}`,
    kind: "streak",
    title: `${days}-day streak`,
    description: `Learn on ${days} days in a row.`,
    threshold: days,
    earned: streak.longestStreak >= days,
    progress: Math.min(1, streak.longestStreak / days),
  }));
  const levels: Achievement[] = LEVEL_MILESTONES.map((n) => ({
    id: `level-${n}`,
    kind: "level",
    title: `Level ${n}`,
    description: `Reach level ${n} (${n * n * 100} XP).`,
    threshold: n,
    earned: level >= n,
    progress: Math.min(1, total / (n * n * 100)),
  }));
  return [...streaks, ...levels];
}
