import type { DayActivity, ProgressGroup } from "../api/get-progress-overview";

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** "2026-11-21" → "21 Nov" (the overview's days are UTC days). */
export function formatDay(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : dayFormat.format(time);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const percent = (value: number) => `${Math.round(value)}%`;

/** The subject chart in words: each subject's accuracy, answers and mastery. */
export function summariseSubjects(groups: readonly ProgressGroup[]): string {
  if (groups.length === 0) return "No subjects practised yet.";
  const parts = [...groups]
    .sort((a, b) => b.attempts - a.attempts)
    .map(
      (g) =>
        `${g.title}: ${percent(g.accuracy_pct)} accuracy over ${plural(g.attempts, "answer")}, ${g.mastered} of ${plural(g.materials, "material")} mastered`,
    );
  return `Accuracy by subject. ${parts.join("; ")}.`;
}

/** The activity chart in words: answers and accuracy over the period, and the busiest day. */
export function summariseActivity(days: readonly DayActivity[]): string {
  const active = days.filter((d) => d.attempts > 0);
  if (active.length === 0) return `No answers in the last ${plural(days.length, "day")}.`;
  const attempts = active.reduce((n, d) => n + d.attempts, 0);
  const correct = active.reduce((n, d) => n + d.correct, 0);
  const busiest = active.reduce((best, d) => (d.attempts > best.attempts ? d : best));
  return (
    `In the last ${plural(days.length, "day")}: ${plural(attempts, "answer")} on ${plural(active.length, "day")}, ` +
    `${percent((correct / attempts) * 100)} correct. Busiest day: ${formatDay(busiest.date)} with ${plural(busiest.attempts, "answer")}.`
  );
}

/**
 * The accuracy line's points (x, y in a width × height box) for the days with answers; a day
 * without answers breaks the line, so each run of active days is its own segment.
 */
export function accuracySegments(
  days: readonly DayActivity[],
  width: number,
  height: number,
): { x: number; y: number }[][] {
  const slot = width / Math.max(1, days.length);
  const segments: { x: number; y: number }[][] = [];
  let current: { x: number; y: number }[] = [];
  days.forEach((day, index) => {
    if (day.attempts === 0) {
      if (current.length) segments.push(current);
      current = [];
      return;
    }
    current.push({
      x: index * slot + slot / 2,
      y: height - (Math.min(100, Math.max(0, day.accuracy_pct)) / 100) * height,
    });
  });
  if (current.length) segments.push(current);
  return segments;
}
