/** Daily streaks (spec 3, 4.6, 9). Days are calendar dates "YYYY-MM-DD" in the student's time zone. */

/** The streak lengths that count as milestones (celebrated, and shown as badges). */
export const STREAK_MILESTONES = [3, 7, 14, 30, 60, 100, 365] as const;
/** The multiplier never exceeds 2. */
export const MAX_STREAK_MULTIPLIER = 2;

export interface DailyStreak {
  currentStreak: number;
  longestStreak: number;
  lastActivityDate: string | null;
  streakMultiplier: number;
  milestonesReached: number[];
}

export const EMPTY_STREAK: DailyStreak = {
  currentStreak: 0,
  longestStreak: 0,
  lastActivityDate: null,
  streakMultiplier: 1,
  milestonesReached: [],
};

/** multiplier = min(2, 1 + 0.1 × streak), rounded to a tenth. */
export function streakMultiplier(streak: number): number {
  return Math.min(MAX_STREAK_MULTIPLIER, Math.round((1 + 0.1 * Math.max(0, streak)) * 10) / 10);
}

/** Whole days from one calendar date to another. */
export function daysBetween(from: string, to: string): number {
  const a = Date.UTC(...parseDate(from));
  const b = Date.UTC(...parseDate(to));
  return Math.round((b - a) / 86_400_000);
}

function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a calendar date: ${date}`);
  return [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
}

/** The calendar date of an instant in a time zone ("YYYY-MM-DD"). */
export function calendarDate(instant: Date, timeZone = "UTC"): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
  return parts;
}

export interface StreakUpdate {
  streak: DailyStreak;
  /** Milestones reached by this activity (to celebrate). */
  newMilestones: number[];
}

/**
 * Records activity on a day: the same day keeps the streak; the next day increments it and the
 * multiplier becomes min(2, 1 + 0.1 × streak); a gap (or a first activity) starts again at 1
 * with multiplier 1. Activity dated before the last one changes nothing.
 */
export function recordActivity(previous: DailyStreak, day: string): StreakUpdate {
  if (previous.lastActivityDate) {
    const gap = daysBetween(previous.lastActivityDate, day);
    if (gap <= 0) return { streak: previous, newMilestones: [] };
    if (gap === 1) {
      const currentStreak = previous.currentStreak + 1;
      const newMilestones = STREAK_MILESTONES.filter(
        (m) => m <= currentStreak && !previous.milestonesReached.includes(m),
      );
      return {
        streak: {
          currentStreak,
          longestStreak: Math.max(previous.longestStreak, currentStreak),
          lastActivityDate: day,
          streakMultiplier: streakMultiplier(currentStreak),
          milestonesReached: [...previous.milestonesReached, ...newMilestones],
        },
        newMilestones,
      };
    }
  }
  return {
    streak: {
      currentStreak: 1,
      longestStreak: Math.max(previous.longestStreak, 1),
      lastActivityDate: day,
      streakMultiplier: 1,
      milestonesReached: previous.milestonesReached,
    },
    newMilestones: [],
  };
}

/** The streak as it stands on a day: a streak whose last activity is older than yesterday has lapsed. */
export function streakAsOf(streak: DailyStreak, today: string): DailyStreak {
  if (!streak.lastActivityDate) return streak;
  if (daysBetween(streak.lastActivityDate, today) <= 1) return streak;
  return { ...streak, currentStreak: 0, streakMultiplier: 1 };
}
