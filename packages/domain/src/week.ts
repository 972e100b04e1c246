import { calendarDate } from "./streak.ts";

/**
 * "This week" (issue 9): one definition for every number that says it — the dashboard's XP, the
 * leaderboard's weekly board and the achievements: the student's own calendar week, Monday to
 * Sunday, in their time zone.
 */
export interface Week {
  /** Monday, "YYYY-MM-DD". */
  start: string;
  /** Monday to Sunday, "YYYY-MM-DD" each. */
  days: string[];
}

const DAY_MS = 86_400_000;

function shift(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The week (Monday to Sunday) that holds `now` on the calendar of `timeZone`. */
export function weekOf(now: Date, timeZone = "UTC"): Week {
  const today = calendarDate(now, timeZone);
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const start = shift(today, -sinceMonday);
  return { start, days: Array.from({ length: 7 }, (_, i) => shift(start, i)) };
}

/** The words every page uses for that week. */
export const THIS_WEEK_LABEL = "this week (since Monday)";
