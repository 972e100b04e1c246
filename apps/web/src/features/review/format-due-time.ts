const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** When the next review is due, said plainly: "in 10 minutes (14:33)", "tomorrow (21 Nov, 09:00)". */
export function formatDueTime(iso: string, now: Date = new Date()): string {
  const due = new Date(iso);
  const ms = due.getTime() - now.getTime();
  if (Number.isNaN(ms)) return "soon";
  const minutes = Math.round(ms / 60_000);
  const hours = Math.round(ms / 3_600_000);
  const days = Math.round(ms / 86_400_000);
  const phrase =
    Math.abs(minutes) < 60
      ? relative.format(Math.max(1, minutes), "minute")
      : Math.abs(hours) < 24
        ? relative.format(hours, "hour")
        : relative.format(days, "day");
  const isToday = due.toDateString() === now.toDateString();
  const clock = due.toLocaleString(
    undefined,
    isToday ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" },
  );
  return `${phrase} (${clock})`;
}
