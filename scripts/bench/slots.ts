/**
 * Times the free-slot search (issue 12 "Speed"): a month of a busy tutor's calendar, computed by
 * the same domain rule the server answers /api/booking/tutors/{id}/slots with. The tutor teaches
 * in Europe/Paris (a DST change inside the month), 08:00–20:00 on weekdays and 09:00–13:00 on
 * Saturdays, has four days off and about 180 lessons booked; each search asks for 31 days of
 * 30-, 45- or 60-minute slots. Prints count, mean, p50 and p99 per search. Asserts nothing.
 *
 * Usage: node --import tsx scripts/bench/slots.ts [--json]   (also a section of `npm run bench`)
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freeSlots, type Interval } from "@app/domain/booking";

const SEARCHES = 300;
const WARMUP = 30;
const DAY_MS = 86_400_000;

export interface SlotsBenchResult {
  searches: number;
  busyLessons: number;
  slotsPerSearch: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export function runSlotsBench(searches = SEARCHES): SlotsBenchResult {
  // 1 March 2026: Paris moves its clocks on the 29th.
  const now = new Date("2026-03-01T06:00:00Z");
  const windows = [
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "08:00", end: "20:00" })),
    { weekday: 6, start: "09:00", end: "13:00" },
  ];
  const busy: Interval[] = [];
  // A busy tutor: six or seven one-hour lessons on most working days.
  for (let day = 1; day < 31; day++) {
    for (const hour of [7, 8, 10, 12, 14, 15, 17]) {
      if ((day * 7 + hour) % 5 === 0) continue;
      const start = new Date(now.getTime() + day * DAY_MS + (hour - 6) * 3_600_000);
      busy.push({ start, end: new Date(start.getTime() + 3_600_000) });
    }
  }
  const query = {
    windows,
    tutorTimeZone: "Europe/Paris",
    exceptions: ["2026-03-06", "2026-03-13", "2026-03-20", "2026-03-27"],
    busy,
    from: now,
    to: new Date(now.getTime() + 31 * DAY_MS),
    now,
  };
  const durations = [30, 45, 60];
  for (let i = 0; i < WARMUP; i++) freeSlots({ ...query, duration: durations[i % 3]! });
  const times: number[] = [];
  let slots = 0;
  for (let i = 0; i < searches; i++) {
    const started = performance.now();
    slots += freeSlots({ ...query, duration: durations[i % 3]! }).length;
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    searches,
    busyLessons: busy.length,
    slotsPerSearch: Math.round(slots / searches),
    meanMs: times.reduce((s, t) => s + t, 0) / times.length,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1)!,
  };
}

export function formatSlotsBench(r: SlotsBenchResult): string {
  const ms = (v: number) => v.toFixed(3);
  return [
    `Free-slot search, in-process: a month of a busy tutor (${r.busyLessons} lessons, DST inside), ${r.searches} searches, ${r.slotsPerSearch} slots each on average`,
    `  per search: mean ${ms(r.meanMs)} ms, p50 ${ms(r.p50Ms)} ms, p99 ${ms(r.p99Ms)} ms, max ${ms(r.maxMs)} ms`,
  ].join("\n");
}

const isMain =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const result = runSlotsBench();
  if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else process.stdout.write(`${formatSlotsBench(result)}\n`);
}
