import type { HomeworkItem } from "@app/contract/dashboard";

/** Homework due 1 to 3 days ahead is "due soon" (spec 4.4, 9). */
export const DUE_SOON_DAYS = 3;

export interface HomeworkGroups {
  overdue: HomeworkItem[];
  dueToday: HomeworkItem[];
  dueSoon: HomeworkItem[];
  upcoming: HomeworkItem[];
  inProgress: HomeworkItem[];
  submitted: HomeworkItem[];
  completed: HomeworkItem[];
}

export interface HomeworkStats {
  /** overdue + dueToday + dueSoon + upcoming + inProgress. */
  pending: number;
  /** completed + submitted. */
  completed: number;
  overdue: number;
}

function localDayNumber(date: Date): number {
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
}

/** Whole calendar days from `now` to `due` in the browser's time zone (0 = today). */
export function calendarDaysAhead(due: Date, now: Date): number {
  return localDayNumber(due) - localDayNumber(now);
}

function isCompleted(item: HomeworkItem): boolean {
  return item.completed || item.status === "completed";
}

/**
 * Sorts homework into the spec's categories (4.4): completed and submitted first; then, by due
 * date, overdue (past due), due today, due soon (1 to 3 days ahead) and upcoming (later); in
 * progress holds started work without a due date; other undated work counts as upcoming.
 * Each group is ordered by due date.
 */
export function groupHomework(items: readonly HomeworkItem[], now: Date = new Date()): HomeworkGroups {
  const groups: HomeworkGroups = {
    overdue: [],
    dueToday: [],
    dueSoon: [],
    upcoming: [],
    inProgress: [],
    submitted: [],
    completed: [],
  };
  const sorted = [...items].sort((a, b) => dueTime(a) - dueTime(b));
  for (const item of sorted) {
    if (isCompleted(item)) groups.completed.push(item);
    else if (item.status === "submitted") groups.submitted.push(item);
    else {
      const due = item.due_date ? new Date(item.due_date) : null;
      if (!due || Number.isNaN(due.getTime())) {
        (item.status === "in_progress" ? groups.inProgress : groups.upcoming).push(item);
      } else if (due.getTime() < now.getTime()) groups.overdue.push(item);
      else {
        const days = calendarDaysAhead(due, now);
        if (days <= 0) groups.dueToday.push(item);
        else if (days <= DUE_SOON_DAYS) groups.dueSoon.push(item);
        else groups.upcoming.push(item);
      }
    }
  }
  return groups;
}

function dueTime(item: HomeworkItem): number {
  const time = item.due_date ? new Date(item.due_date).getTime() : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** The counts (spec 4.4): pending = overdue + due today + due soon + upcoming + in progress. */
export function summarizeHomework(items: readonly HomeworkItem[], now: Date = new Date()): HomeworkStats {
  const g = groupHomework(items, now);
  return {
    pending:
      g.overdue.length + g.dueToday.length + g.dueSoon.length + g.upcoming.length + g.inProgress.length,
    completed: g.completed.length + g.submitted.length,
    overdue: g.overdue.length,
  };
}
