import { describe, expect, it } from "vitest";
import {
  ANIMATION_MS,
  PERFORMANCE_HISTORY_SIZE,
  type PerformanceSample,
  pushPerformanceSample,
  shouldUsePerformanceMode,
} from "./performance-mode.ts";

const smooth: PerformanceSample = { fps: 60, renderMs: 8, memoryMb: 30 };
const many = (sample: PerformanceSample, n = 30) => Array.from({ length: n }, () => sample);

describe("performance mode (spec 4.9)", () => {
  it("stays off for a smooth renderer and with no samples", () => {
    expect(shouldUsePerformanceMode([])).toBe(false);
    expect(shouldUsePerformanceMode(many(smooth))).toBe(false);
  });

  it("switches on when the average frame rate is below 30", () => {
    expect(shouldUsePerformanceMode(many({ ...smooth, fps: 29 }))).toBe(true);
    expect(shouldUsePerformanceMode(many({ ...smooth, fps: 30 }))).toBe(false);
  });

  it("switches on when the render time averages over 16.67 ms", () => {
    expect(shouldUsePerformanceMode(many({ ...smooth, renderMs: 16.68 }))).toBe(true);
    expect(shouldUsePerformanceMode(many({ ...smooth, renderMs: 16.5 }))).toBe(false);
  });

  it("switches on when memory averages over 50 MB, ignoring samples without a reading", () => {
    expect(shouldUsePerformanceMode(many({ ...smooth, memoryMb: 51 }))).toBe(true);
    expect(shouldUsePerformanceMode([...many({ ...smooth, memoryMb: null }, 29), smooth])).toBe(false);
  });

  it("keeps the last 30 samples, so a slow spell ages out", () => {
    let history: PerformanceSample[] = many({ ...smooth, fps: 10 });
    expect(shouldUsePerformanceMode(history)).toBe(true);
    for (let i = 0; i < 30; i++) history = pushPerformanceSample(history, smooth);
    expect(history).toHaveLength(PERFORMANCE_HISTORY_SIZE);
    expect(shouldUsePerformanceMode(history)).toBe(false);
  });

  it("animates for 150 ms in performance mode", () => {
    expect(ANIMATION_MS.performance).toBe(150);
  });
});
