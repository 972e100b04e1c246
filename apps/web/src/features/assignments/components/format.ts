/** A due moment in the student's time zone, e.g. "Tue 25 Nov, 17:00". */
export function formatDue(iso: string | null, timeZone?: string): string {
  if (!iso) return "No due date";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "No due date";
  try {
    return new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
    }).format(date);
  } catch {
    return date.toLocaleString("en-GB");
  }
}

/** "2.4 MB", "512 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const CATEGORY_LABELS = {
  overdue: "Overdue",
  dueToday: "Due today",
  dueSoon: "Due soon",
  inProgress: "In progress",
  upcoming: "Upcoming",
  submitted: "Submitted",
  completed: "Completed",
} as const;

/** The order the page shows the categories in: what needs doing first. */
export const CATEGORY_ORDER = [
  "overdue",
  "dueToday",
  "dueSoon",
  "inProgress",
  "upcoming",
  "submitted",
  "completed",
] as const;

export const STATUS_LABELS: Record<string, string> = {
  assigned: "To do",
  in_progress: "In progress",
  submitted: "Submitted",
  completed: "Completed",
  returned: "Returned",
};
