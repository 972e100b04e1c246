/** The assignment and homework rules of spec 4.4, shared by the server, the pages and the sidebar badge. */

/** Homework due 1 to 3 days ahead is "due soon" (spec 4.4, 9). */
export const DUE_SOON_DAYS = 3;

/** Statuses an assignment moves through (spec 4.4); `returned` is work sent back to redo. */
export const ASSIGNMENT_STATUSES = ["assigned", "in_progress", "submitted", "completed", "returned"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** What the rules read of an assignment or homework item; both wire shapes carry these fields. */
export interface HomeworkLike {
  status: string;
  /** The completed flag (set by the server, or toggled locally). */
  completed?: boolean;
  due_date: string | null;
  assignment_type?: string;
  /** A material assignment's material progress says completed (spec 4.4). */
  is_material_completed?: boolean;
}

export interface HomeworkGroups<T> {
  overdue: T[];
  dueToday: T[];
  dueSoon: T[];
  upcoming: T[];
  inProgress: T[];
  submitted: T[];
  completed: T[];
}

export type HomeworkCategory = keyof HomeworkGroups<unknown>;

export interface HomeworkStats {
  /** overdue + dueToday + dueSoon + upcoming + inProgress. */
  pending: number;
  /** completed + submitted. */
  completed: number;
  overdue: number;
}

/**
 * Completed (spec 3, 4.4): the completed flag, the status completed, or, for a material
 * assignment, its material progress saying completed.
 */
export function isHomeworkCompleted(item: HomeworkLike): boolean {
  if (item.completed === true || item.status === "completed") return true;
  return item.assignment_type === "material" && item.is_material_completed === true;
}

function dueInstant(item: HomeworkLike): Date | null {
  if (!item.due_date) return null;
  const due = new Date(item.due_date);
  return Number.isNaN(due.getTime()) ? null : due;
}

/** Overdue (spec 4.4): not completed, not submitted, and the due moment has passed. */
export function isHomeworkOverdue(item: HomeworkLike, now: Date = new Date()): boolean {
  if (isHomeworkCompleted(item) || item.status === "submitted") return false;
  const due = dueInstant(item);
  return due !== null && due.getTime() < now.getTime();
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone, as a day count since 1970 (an unknown zone is UTC). */
export function dayNumberInZone(instant: Date, timeZone = "UTC"): number {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      });
    } catch {
      return dayNumberInZone(instant, "UTC");
    }
    dayFormatters.set(timeZone, formatter);
  }
  const [y, m, d] = formatter.format(instant).split("-").map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
}

/** Whole calendar days from `now` to `due` in the student's time zone (0 = today). */
export function calendarDaysAhead(due: Date, now: Date, timeZone = "UTC"): number {
  return dayNumberInZone(due, timeZone) - dayNumberInZone(now, timeZone);
}

/**
 * The one category of an item (spec 4.4): completed, then submitted; then overdue (past due);
 * then work already started is in progress; the rest by calendar day in the student's time zone:
 * due today, due soon (1 to 3 days ahead) or upcoming (later, or no due date).
 */
export function categorizeHomework(item: HomeworkLike, now: Date, timeZone = "UTC"): HomeworkCategory {
  if (isHomeworkCompleted(item)) return "completed";
  if (item.status === "submitted") return "submitted";
  if (isHomeworkOverdue(item, now)) return "overdue";
  if (item.status === "in_progress") return "inProgress";
  const due = dueInstant(item);
  if (!due) return "upcoming";
  const days = calendarDaysAhead(due, now, timeZone);
  if (days <= 0) return "dueToday";
  if (days <= DUE_SOON_DAYS) return "dueSoon";
  return "upcoming";
}

function dueTime(item: HomeworkLike): number {
  return dueInstant(item)?.getTime() ?? Number.POSITIVE_INFINITY;
}

/** Sorts items into the spec's categories, each ordered by due date (undated last). */
export function groupHomework<T extends HomeworkLike>(
  items: readonly T[],
  now: Date = new Date(),
  timeZone = "UTC",
): HomeworkGroups<T> {
  const groups: HomeworkGroups<T> = {
    overdue: [],
    dueToday: [],
    dueSoon: [],
    upcoming: [],
    inProgress: [],
    submitted: [],
    completed: [],
  };
  const sorted = [...items].sort((a, b) => dueTime(a) - dueTime(b));
  for (const item of sorted) groups[categorizeHomework(item, now, timeZone)].push(item);
  return groups;
}

/** The counts (spec 4.4): pending = overdue + due today + due soon + upcoming + in progress. */
export function summarizeHomework(
  items: readonly HomeworkLike[],
  now: Date = new Date(),
  timeZone = "UTC",
): HomeworkStats {
  const g = groupHomework(items, now, timeZone);
  return {
    pending:
      g.overdue.length + g.dueToday.length + g.dueSoon.length + g.upcoming.length + g.inProgress.length,
    completed: g.completed.length + g.submitted.length,
    overdue: g.overdue.length,
  };
}

/** Applies the local completion toggles (spec 4.4: completion can be toggled locally). */
export function applyLocalCompletion<T extends HomeworkLike & { id: number }>(
  items: readonly T[],
  toggled: Readonly<Record<number, boolean>>,
): T[] {
  return items.map((item) => (item.id in toggled ? { ...item, completed: toggled[item.id] } : item));
}

/** Which transitions a caller may make (spec 4.4), answered as a reason when refused. */
export function refuseTransition(status: string, action: "start" | "submit" | "complete"): string | null {
  if (status === "completed") {
    if (action === "complete") return "This assignment is already completed";
    if (action === "submit") return "This assignment is already completed; it can't be submitted again";
    return "This assignment is already completed";
  }
  if (action === "start" && status === "submitted") return "This assignment has been submitted already";
  return null;
}

/** A grade is free text of up to 10 characters ("A-", "7/10", "Merit"); a score is 0 to the total. */
export function refuseScore(score: number, totalPoints: number | null): string | null {
  if (!Number.isFinite(score) || score < 0) return "The score can't be negative";
  const total = totalPoints ?? 100;
  if (score > total) return `The score can be at most ${total}`;
  return null;
}
