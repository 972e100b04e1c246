import { describe, expect, it } from "vitest";
import {
  bookingWindowProblem,
  freeSlots,
  isFreeSlot,
  isLessonDuration,
  isTimeZone,
  overlaps,
  overlapsAny,
  refundsOnCancel,
  seatsLeft,
  subjectSlug,
  wallClock,
  zonedInstant,
} from "./booking.ts";

const HOUR = 3_600_000;
const now = new Date("2026-03-02T08:00:00Z"); // Monday 2 March 2026

describe("decisions.md 4: lessons of 30, 45 or 60 minutes", () => {
  it("takes 30, 45 and 60, nothing else", () => {
    for (const m of [30, 45, 60]) expect(isLessonDuration(m)).toBe(true);
    for (const m of [0, 15, 29, 31, 50, 90, 120]) expect(isLessonDuration(m)).toBe(false);
  });
});

describe("one overlap rule: half-open lessons", () => {
  const at = (h: number, m = 0) => new Date(Date.UTC(2026, 2, 3, h, m));
  const ten = { start: at(10), end: at(11) };
  it("overlaps when each starts before the other ends", () => {
    expect(overlaps(ten, { start: at(10, 30), end: at(11, 30) })).toBe(true);
    expect(overlaps({ start: at(9, 30), end: at(10, 15) }, ten)).toBe(true);
    expect(overlaps(ten, { start: at(10, 15), end: at(10, 45) })).toBe(true);
  });
  it("lets back-to-back lessons touch: ending at 10:00 and starting at 10:00 do not overlap", () => {
    expect(overlaps(ten, { start: at(11), end: at(12) })).toBe(false);
    expect(overlaps({ start: at(9), end: at(10) }, ten)).toBe(false);
  });
  it("checks a slot against every taken interval", () => {
    expect(overlapsAny([], ten)).toBe(false);
    expect(
      overlapsAny(
        [
          { start: at(8), end: at(9) },
          { start: at(10, 30), end: at(11) },
        ],
        ten,
      ),
    ).toBe(true);
    expect(overlapsAny([{ start: at(8), end: at(10) }], ten)).toBe(false);
  });
});

describe("decisions.md 4: booked at least 12 hours and at most 60 days ahead", () => {
  it("refuses the past", () => {
    expect(bookingWindowProblem(new Date(now.getTime() - 1), now)).toBe("past");
    expect(bookingWindowProblem(now, now)).toBe("past");
  });
  it("refuses under 12 hours, takes exactly 12", () => {
    expect(bookingWindowProblem(new Date(now.getTime() + 11.99 * HOUR), now)).toBe("too-soon");
    expect(bookingWindowProblem(new Date(now.getTime() + 12 * HOUR), now)).toBeNull();
  });
  it("takes exactly 60 days, refuses beyond", () => {
    expect(bookingWindowProblem(new Date(now.getTime() + 60 * 24 * HOUR), now)).toBeNull();
    expect(bookingWindowProblem(new Date(now.getTime() + 60 * 24 * HOUR + 60_000), now)).toBe("too-far");
  });
});

describe("decisions.md 3: cancelling 24 hours or more before the start refunds; later does not", () => {
  const start = new Date(now.getTime() + 24 * HOUR);
  it("refunds at exactly 24 hours and more", () => {
    expect(refundsOnCancel(start, now)).toBe(true);
    expect(refundsOnCancel(start, new Date(now.getTime() - HOUR))).toBe(true);
  });
  it("does not refund at 23 h 59 or after the start", () => {
    expect(refundsOnCancel(start, new Date(now.getTime() + 60_000))).toBe(false);
    expect(refundsOnCancel(start, new Date(start.getTime() + HOUR))).toBe(false);
  });
});

describe("time zones with Intl", () => {
  it("knows IANA names and refuses others", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
  it("reads a wall clock", () => {
    const w = wallClock(new Date("2026-03-02T08:00:00Z"), "Asia/Tokyo");
    expect(w).toEqual({ date: "2026-03-02", time: "17:00", weekday: 1, minutesOfDay: 1020 });
  });
  it("finds the instant of a local time, across DST", () => {
    expect(zonedInstant("2026-01-15", 9 * 60, "Europe/Paris")?.toISOString()).toBe(
      "2026-01-15T08:00:00.000Z",
    );
    expect(zonedInstant("2026-07-15", 9 * 60, "Europe/Paris")?.toISOString()).toBe(
      "2026-07-15T07:00:00.000Z",
    );
    // 29 March 2026: Paris skips 02:00–03:00.
    expect(zonedInstant("2026-03-29", 2 * 60 + 30, "Europe/Paris")).toBeNull();
    // 25 October 2026: Paris shows 02:30 twice; the first is 00:30 UTC.
    expect(zonedInstant("2026-10-25", 2 * 60 + 30, "Europe/Paris")?.toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
  });
});

describe("free slots from weekly availability in the tutor's zone", () => {
  const base = {
    windows: [{ weekday: 2, start: "09:00", end: "11:00" }], // Tuesdays 9 to 11, Paris
    tutorTimeZone: "Europe/Paris",
    exceptions: [] as string[],
    busy: [],
    duration: 60,
    from: now,
    to: new Date(now.getTime() + 9 * 24 * HOUR),
    now,
  };

  it("gives every half hour where the lesson fits inside the window", () => {
    const slots = freeSlots(base).map((d) => d.toISOString());
    // Tuesday 3 March 2026 (Paris is UTC+1): 09:00, 09:30, 10:00 local; then Tuesday 10 March.
    expect(slots).toEqual([
      "2026-03-03T08:00:00.000Z",
      "2026-03-03T08:30:00.000Z",
      "2026-03-03T09:00:00.000Z",
      "2026-03-10T08:00:00.000Z",
      "2026-03-10T08:30:00.000Z",
      "2026-03-10T09:00:00.000Z",
    ]);
    expect(freeSlots({ ...base, duration: 30 })).toHaveLength(8);
    expect(freeSlots({ ...base, duration: 45 })).toHaveLength(6);
  });

  it("shows the same slots on the student's clock", () => {
    const [first] = freeSlots(base);
    expect(wallClock(first!, "America/New_York").time).toBe("03:00");
    expect(wallClock(first!, "Asia/Tokyo")).toMatchObject({ date: "2026-03-03", time: "17:00" });
  });

  it("skips days off and the tutor's lessons", () => {
    const busy = [{ start: new Date("2026-03-10T08:30:00Z"), end: new Date("2026-03-10T09:00:00Z") }];
    const slots = freeSlots({ ...base, exceptions: ["2026-03-03"], busy }).map((d) => d.toISOString());
    expect(slots).toEqual(["2026-03-10T09:00:00.000Z"]);
  });

  it("keeps to the booking window: nothing under 12 hours or beyond 60 days", () => {
    const daily = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "00:00", end: "24:00" }));
    const slots = freeSlots({
      ...base,
      windows: daily,
      tutorTimeZone: "UTC",
      to: new Date(now.getTime() + 90 * 24 * HOUR),
    });
    expect(slots[0]!.toISOString()).toBe("2026-03-02T20:00:00.000Z");
    expect(slots.at(-1)!.toISOString()).toBe("2026-05-01T08:00:00.000Z");
  });

  it("follows the tutor's clock over a DST change (Paris, 29 March 2026)", () => {
    const sunday = [{ weekday: 7, start: "09:00", end: "10:00" }];
    const from = new Date("2026-03-20T00:00:00Z");
    const slots = freeSlots({ ...base, windows: sunday, from, to: new Date("2026-04-01T00:00:00Z") });
    // 09:00 Paris is 08:00 UTC in winter and 07:00 UTC in summer.
    expect(slots.map((d) => d.toISOString())).toEqual([
      "2026-03-22T08:00:00.000Z",
      "2026-03-29T07:00:00.000Z",
    ]);
  });

  it("never offers a time a DST gap skips", () => {
    const night = [{ weekday: 7, start: "01:30", end: "03:30" }];
    const from = new Date("2026-03-28T00:00:00Z");
    const slots = freeSlots({
      ...base,
      windows: night,
      duration: 30,
      from,
      to: new Date("2026-03-30T00:00:00Z"),
    });
    expect(slots.map((d) => wallClock(d, "Europe/Paris").time)).toEqual(["01:30", "03:00"]);
  });

  it("accepts a start only when it is a free slot", () => {
    expect(isFreeSlot(base, new Date("2026-03-03T08:30:00Z"))).toBe(true);
    expect(isFreeSlot(base, new Date("2026-03-03T08:15:00Z"))).toBe(false);
    expect(isFreeSlot(base, new Date("2026-03-03T09:30:00Z"))).toBe(false);
    expect(isFreeSlot({ ...base, duration: 50 }, new Date("2026-03-03T08:00:00Z"))).toBe(false);
  });
});

describe("group lessons: seats left", () => {
  it("is capacity minus the roster, never negative", () => {
    expect(seatsLeft(6, 2)).toBe(4);
    expect(seatsLeft(6, 6)).toBe(0);
    expect(seatsLeft(6, 7)).toBe(0);
  });
});

describe("subject addresses on /book", () => {
  it("are lower-case words joined by dashes", () => {
    expect(subjectSlug("Mathematics")).toBe("mathematics");
    expect(subjectSlug("Computer Science")).toBe("computer-science");
    expect(subjectSlug("Français & Español")).toBe("francais-espanol");
  });
});
