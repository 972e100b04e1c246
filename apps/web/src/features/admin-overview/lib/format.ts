/** A timestamp as admins read it: "3 Mar 2026, 14:05". */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** A week's Monday as a short label: "3 Mar". */
export function formatWeek(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** How this week compares with last: "+3 on last week", "same as last week". */
export function describeChange(weeks: readonly { value: number }[]): string {
  const current = weeks.at(-1)?.value ?? 0;
  const previous = weeks.at(-2)?.value ?? 0;
  const delta = current - previous;
  if (delta === 0) return "same as last week";
  return `${delta > 0 ? "+" : "−"}${Math.abs(delta)} on last week`;
}
