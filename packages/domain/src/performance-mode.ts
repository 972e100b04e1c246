/** Performance mode (spec 4.9, 9). */

export const PERFORMANCE_THRESHOLDS = { minFps: 30, maxRenderMs: 16.67, maxMemoryMb: 50 } as const;
/** Animation length in performance mode, and normally. */
export const ANIMATION_MS = { performance: 150, normal: 300 } as const;
/** Samples kept in the history. */
export const PERFORMANCE_HISTORY_SIZE = 30;

export interface PerformanceSample {
  fps: number;
  renderMs: number;
  memoryMb: number | null;
}

/** On when the average frame rate is below 30, render time over 16.67 ms, or memory over 50 MB. */
export function shouldUsePerformanceMode(samples: readonly PerformanceSample[]): boolean {
  if (samples.length === 0) return false;
  const avg = (pick: (s: PerformanceSample) => number) =>
    samples.reduce((sum, s) => sum + pick(s), 0) / samples.length;
  const memory = samples.filter((s) => s.memoryMb !== null);
  const avgMemory = memory.length ? memory.reduce((sum, s) => sum + (s.memoryMb ?? 0), 0) / memory.length : 0;
  return (
    avg((s) => s.fps) < PERFORMANCE_THRESHOLDS.minFps ||
    avg((s) => s.renderMs) > PERFORMANCE_THRESHOLDS.maxRenderMs ||
    avgMemory > PERFORMANCE_THRESHOLDS.maxMemoryMb
  );
}

/** Adds a sample, keeping the newest 30. */
export function pushPerformanceSample(
  history: readonly PerformanceSample[],
  sample: PerformanceSample,
): PerformanceSample[] {
  return [...history, sample].slice(-PERFORMANCE_HISTORY_SIZE);
}
