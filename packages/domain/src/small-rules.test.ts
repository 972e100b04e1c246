import { describe, expect, it } from "vitest";
import { formatBadgeCount } from "./badge.ts";
import { pushPerformanceSample, shouldUsePerformanceMode } from "./performance-mode.ts";
import { personaCompleteness, SELF_REPORT_CONFIDENCE } from "./persona.ts";
import {
  isParentAccount,
  selectAfterRemoval,
  selectStudentId,
  studentIdForAddress,
} from "./student-selection.ts";

describe("badge (spec 9: cap 99+)", () => {
  it("caps at 99+", () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(7)).toBe("7");
    expect(formatBadgeCount(99)).toBe("99");
    expect(formatBadgeCount(100)).toBe("99+");
  });
});

describe("student selection (spec 2.9, 4.2)", () => {
  const kids = [{ id: 4 }, { id: 9 }];
  it("takes a valid id from the address, else a still-valid selection, else the first (issue 21)", () => {
    expect(selectStudentId(kids, 4, "9")).toBe("9");
    expect(selectStudentId(kids, 9, "abc")).toBe("9");
    expect(selectStudentId(kids, 77, "4")).toBe("4");
    expect(selectStudentId(kids, null, "abc")).toBe("4");
    expect(selectStudentId([], null, "4")).toBeNull();
  });
  it("makes an account with more than one student a parent account", () => {
    expect(isParentAccount(kids)).toBe(true);
    expect(isParentAccount([{ id: 1 }])).toBe(false);
  });
  it("drops student_id from the address of a single-student account", () => {
    expect(studentIdForAddress([{ id: 1 }], "1")).toBeNull();
    expect(studentIdForAddress(kids, "9")).toBe("9");
  });
  it("selects the first remaining student when the selected one is removed", () => {
    expect(selectAfterRemoval([{ id: 9 }], "4", "4")).toBe("9");
    expect(selectAfterRemoval([{ id: 4 }], "4", "9")).toBe("4");
    expect(selectAfterRemoval([], "4", "4")).toBeNull();
  });
});

describe("persona (spec 5, 7.6)", () => {
  it("sends confidence 0.9 for the name and 0.85 for tone, pace and modality", () => {
    expect(SELF_REPORT_CONFIDENCE).toEqual({ student_name: 0.9, tone: 0.85, pace: 0.85, modality: 0.85 });
  });
  it("reports completeness and the missing traits", () => {
    expect(personaCompleteness({})).toEqual({
      completeness: 0,
      missing_traits: ["student_name", "tone", "pace", "modality"],
    });
    expect(
      personaCompleteness({
        student_name: { value: "Mia" },
        tone: { value: "gentle" },
        pace: { value: " " },
      }),
    ).toEqual({
      completeness: 50,
      missing_traits: ["pace", "modality"],
    });
  });
});

describe("performance mode (spec 4.9)", () => {
  const ok = { fps: 60, renderMs: 8, memoryMb: 20 };
  it("is on below 30 fps, over 16.67 ms render, or over 50 MB", () => {
    expect(shouldUsePerformanceMode([ok])).toBe(false);
    expect(shouldUsePerformanceMode([{ ...ok, fps: 29 }])).toBe(true);
    expect(shouldUsePerformanceMode([{ ...ok, renderMs: 16.68 }])).toBe(true);
    expect(shouldUsePerformanceMode([{ ...ok, renderMs: 16.67 }])).toBe(false);
    expect(shouldUsePerformanceMode([{ ...ok, memoryMb: 51 }])).toBe(true);
    expect(shouldUsePerformanceMode([])).toBe(false);
  });
  it("keeps 30 samples", () => {
    let h: ReturnType<typeof pushPerformanceSample> = [];
    for (let i = 0; i < 40; i++) h = pushPerformanceSample(h, { ...ok, fps: i });
    expect(h).toHaveLength(30);
    expect(h[0]?.fps).toBe(10);
  });
});
