import { describe, expect, it } from "vitest";
import { weekOf } from "./week.ts";

describe("weekOf: the student's week, Monday to Sunday, in their time zone (issue 9)", () => {
  it("starts on Monday", () => {
    // Wednesday 25 November 2026.
    const week = weekOf(new Date("2026-11-25T12:00:00Z"), "UTC");
    expect(week.start).toBe("2026-11-23");
    expect(week.days).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
  });

  it("a Monday is the first day of its own week, and a Sunday the last of the one before", () => {
    expect(weekOf(new Date("2026-11-23T00:30:00Z"), "UTC").start).toBe("2026-11-23");
    expect(weekOf(new Date("2026-11-29T23:30:00Z"), "UTC").start).toBe("2026-11-23");
  });

  it("follows the student's calendar: late Sunday in UTC is already Monday in Tokyo", () => {
    const instant = new Date("2026-11-29T20:00:00Z");
    expect(weekOf(instant, "UTC").start).toBe("2026-11-23");
    expect(weekOf(instant, "Asia/Tokyo").start).toBe("2026-11-30");
    expect(weekOf(new Date("2026-11-30T03:00:00Z"), "America/Los_Angeles").start).toBe("2026-11-23");
  });

  it("crosses month and year ends", () => {
    expect(weekOf(new Date("2027-01-01T12:00:00Z"), "UTC").start).toBe("2026-12-28");
  });
});
