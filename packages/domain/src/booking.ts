/**
 * Lessons and booking (decisions.md 4 and 3): how long a lesson is, how far ahead it may be
 * booked, when cancelling gives the credit back, and which slots of a tutor's week are free.
 * Tutors publish weekly availability in their own time zone; students see it in theirs.
 */

/** Lessons are 30, 45 or 60 minutes. */
export const LESSON_DURATIONS = [30, 45, 60] as const;
export type LessonDuration = (typeof LESSON_DURATIONS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Booked at least 12 hours ahead… */
export const MIN_BOOKING_NOTICE_HOURS = 12;
/** …and at most 60 days ahead. */
export const MAX_BOOKING_AHEAD_DAYS = 60;
/** Cancelling (or moving) 24 hours or more before the start refunds the credit; later does not. */
export const REFUND_NOTICE_HOURS = 24;
/** Free slots start on the half hour of the tutor's clock. */
export const SLOT_STEP_MINUTES = 30;

export function isLessonDuration(minutes: number): minutes is LessonDuration {
  return (LESSON_DURATIONS as readonly number[]).includes(minutes);
}

export type BookingWindowProblem = "past" | "too-soon" | "too-far";

/** Why a start cannot be booked now (null when it can): past, under 12 hours, beyond 60 days. */
export function bookingWindowProblem(startsAt: Date, now: Date): BookingWindowProblem | null {
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead <= 0) return "past";
  if (ahead < MIN_BOOKING_NOTICE_HOURS * HOUR_MS) return "too-soon";
  if (ahead > MAX_BOOKING_AHEAD_DAYS * DAY_MS) return "too-far";
  return null;
}

/** The first and last instants a lesson may start at, booked now. */
export function bookableRange(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() + MIN_BOOKING_NOTICE_HOURS * HOUR_MS),
    to: new Date(now.getTime() + MAX_BOOKING_AHEAD_DAYS * DAY_MS),
  };
}

/** Whether cancelling (or moving) a lesson now gives its credit back: 24 hours or more before. */
export function refundsOnCancel(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= REFUND_NOTICE_HOURS * HOUR_MS;
}

// ---------------------------------------------------------------------------------------------
// Time zones, with the platform's own Intl data (no library): wall-clock parts of an instant in a
// zone, and the instant of a wall-clock time in a zone (null in a DST gap, the earlier one in a
// DST overlap).

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the platform knows a time zone name (IANA, e.g. "Europe/Paris"). */
export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export interface WallClock {
  /** "YYYY-MM-DD" on the zone's calendar. */
  date: string;
  /** "HH:MM", 24-hour. */
  time: string;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  minutesOfDay: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** What a clock on the wall of `timeZone` shows at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  const hour = Number(parts.hour) % 24;
  const minute = Number(parts.minute);
  return {
    date: `${parts.year}-${pad(Number(parts.month))}-${pad(Number(parts.day))}`,
    time: `${pad(hour)}:${pad(minute)}`,
    weekday: WEEKDAYS[parts.weekday!]!,
    minutesOfDay: hour * 60 + minute,
  };
}

function offsetMs(instantMs: number, timeZone: string): number {
  const w = wallClock(new Date(instantMs), timeZone);
  const [y, m, d] = w.date.split("-").map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, Math.floor(w.minutesOfDay / 60), w.minutesOfDay % 60);
  return asUtc - Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant a wall clock in `timeZone` shows `date` `time`: null when that time does not exist
 * there (the hour skipped when clocks go forward); the first of the two when clocks go back.
 */
export function zonedInstant(date: string, minutesOfDay: number, timeZone: string): Date | null {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d, 0, minutesOfDay);
  const candidates = new Set<number>();
  for (const probe of [naive - DAY_MS / 2, naive, naive + DAY_MS / 2]) {
    candidates.add(naive - offsetMs(probe, timeZone));
  }
  const matching = [...candidates]
    .filter((ms) => {
      const w = wallClock(new Date(ms), timeZone);
      return w.date === date && w.minutesOfDay === minutesOfDay;
    })
    .sort((a, b) => a - b);
  return matching.length ? new Date(matching[0]!) : null;
}

/** "HH:MM" → minutes since midnight (null when not a time of day). */
export function parseTimeOfDay(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  return text === "24:00" ? 1440 : null;
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Free slots.

/** One weekly window of a tutor's availability, on the tutor's clock ("09:00" to "12:00"). */
export interface AvailabilityWindow {
  weekday: number;
  start: string;
  end: string;
}

export interface Interval {
  start: Date;
  end: Date;
}

export interface FreeSlotQuery {
  windows: readonly AvailabilityWindow[];
  tutorTimeZone: string;
  /** Days off, "YYYY-MM-DD" on the tutor's calendar. */
  exceptions: readonly string[];
  /** The tutor's lessons (scheduled ones), which no slot may overlap. */
  busy: readonly Interval[];
  duration: number;
  /** Only slots starting in [from, to). */
  from: Date;
  to: Date;
  now: Date;
}

/**
 * Whether two half-open intervals [a.start, a.end) and [b.start, b.end) overlap: each starts
 * before the other ends (a lesson ending at 10:00 and one starting at 10:00 do not). The one
 * overlap rule: free slots, the server's booking checks and its busy-time queries all use it.
 */
export function overlaps(a: Interval, b: Interval): boolean {
  return spansOverlap(a.start.getTime(), a.end.getTime(), b.start.getTime(), b.end.getTime());
}

function spansOverlap(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/** Whether `slot` overlaps any of `taken`. */
export function overlapsAny(taken: readonly Interval[], slot: Interval): boolean {
  return taken.some((t) => overlaps(t, slot));
}

/** The longest a lesson or group session lasts: what a query for overlaps looks back by. */
export const MAX_LESSON_MINUTES = Math.max(...LESSON_DURATIONS);

/**
 * The slots a student may book: every half hour of the tutor's weekly windows (on the tutor's
 * clock, DST included) where a lesson of `duration` fits inside the window, not on a day off, not
 * overlapping a lesson of the tutor, and within the booking window (12 hours to 60 days ahead).
 * Answers the start instants, soonest first.
 */
export function freeSlots(q: FreeSlotQuery): Date[] {
  if (!isLessonDuration(q.duration)) return [];
  const range = bookableRange(q.now);
  const from = Math.max(q.from.getTime(), range.from.getTime());
  const to = Math.min(q.to.getTime(), range.to.getTime() + 1);
  if (from >= to) return [];
  const durationMs = q.duration * MINUTE_MS;
  const offDays = new Set(q.exceptions);
  const busy = [...q.busy]
    .map((b) => ({ start: b.start.getTime(), end: b.end.getTime() }))
    .sort((a, b) => a.start - b.start);
  const byDay = new Map<number, { start: number; end: number }[]>();
  for (const w of q.windows) {
    const start = parseTimeOfDay(w.start);
    const end = parseTimeOfDay(w.end);
    if (start === null || end === null || end <= start) continue;
    byDay.set(w.weekday, [...(byDay.get(w.weekday) ?? []), { start, end }]);
  }
  const slots: number[] = [];
  // A day on the tutor's calendar can begin up to 14 hours either side of UTC.
  const last = wallClock(new Date(to + DAY_MS), q.tutorTimeZone).date;
  for (
    let day = wallClock(new Date(from - DAY_MS), q.tutorTimeZone).date;
    day <= last;
    day = addDays(day, 1)
  ) {
    if (offDays.has(day)) continue;
    const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const dayWindows = byDay.get(weekday);
    if (!dayWindows) continue;
    const midnight = Date.parse(`${day}T00:00:00Z`);
    // Most days have no clock change: one offset for the whole day, no checks per slot.
    const before = offsetMs(midnight - 14 * HOUR_MS, q.tutorTimeZone);
    const steady = before === offsetMs(midnight + 38 * HOUR_MS, q.tutorTimeZone);
    for (const window of dayWindows) {
      const firstStep = Math.ceil(window.start / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
      for (let minute = firstStep; minute + q.duration <= window.end; minute += SLOT_STEP_MINUTES) {
        let start: number;
        if (steady) start = midnight + minute * MINUTE_MS - before;
        else {
          const instant = zonedInstant(day, minute, q.tutorTimeZone);
          if (!instant) continue;
          start = instant.getTime();
          // Wall-clock fit: a lesson across a DST change must still end inside the window.
          const endWall = wallClock(new Date(start + durationMs), q.tutorTimeZone);
          const endMinute = endWall.minutesOfDay + (endWall.date === day ? 0 : 1440);
          if (endMinute > window.end) continue;
        }
        if (start < from || start >= to) continue;
        if (overlapsAnySorted(busy, start, start + durationMs)) continue;
        slots.push(start);
      }
    }
  }
  return [...new Set(slots)].sort((a, b) => a - b).map((ms) => new Date(ms));
}

/** Whether [start, end) overlaps any of `sorted` (sorted by start), by binary search. */
function overlapsAnySorted(sorted: readonly { start: number; end: number }[], start: number, end: number) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.start < end) lo = mid + 1;
    else hi = mid;
  }
  // Every interval before `lo` starts before `end`; lessons last at most an hour, so look back.
  for (let i = lo - 1; i >= 0; i--) {
    const b = sorted[i]!;
    if (spansOverlap(b.start, b.end, start, end)) return true;
    if (b.start < start - 2 * HOUR_MS) break;
  }
  return false;
}

/** Whether a start is one of the tutor's free slots (the server's check before booking). */
export function isFreeSlot(q: FreeSlotQuery, startsAt: Date): boolean {
  const day = { ...q, from: startsAt, to: new Date(startsAt.getTime() + 1) };
  return freeSlots(day).some((s) => s.getTime() === startsAt.getTime());
}

/** Group lessons: how many seats are left (never below zero). */
export function seatsLeft(capacity: number, taken: number): number {
  return Math.max(0, capacity - taken);
}

/** A subject's address on /book ("Mathematics" → "mathematics", "Computer Science" → "computer-science"). */
export function subjectSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}
