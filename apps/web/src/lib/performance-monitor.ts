import {
  type PerformanceSample,
  pushPerformanceSample,
  shouldUsePerformanceMode,
} from "@app/domain/performance-mode";
import { isFeatureEnabled } from "./feature-flags";
import { setPerformanceMode } from "./performance-mode";

/** How long one sample measures frames, and the pause between samples (light on the CPU). */
const SAMPLE_MS = 1000;
const PAUSE_MS = 4000;

interface MemoryInfo {
  usedJSHeapSize: number;
}

function readMemoryMb(): number | null {
  const memory = (performance as Performance & { memory?: MemoryInfo }).memory;
  return memory ? memory.usedJSHeapSize / (1024 * 1024) : null;
}

/**
 * Watches frame rate, frame time and memory (spec 4.9) and switches performance mode from the
 * domain rule over the last 30 samples. The `performance_mode` flag forces it on. Hidden tabs are
 * not sampled (browsers slow their frames down). Returns the stop function.
 */
export function startPerformanceMonitor(): () => void {
  let history: PerformanceSample[] = [];
  let frame = 0;
  let pause: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const forced = isFeatureEnabled("performance_mode");
  setPerformanceMode(forced);
  if (forced || typeof window.requestAnimationFrame !== "function") return () => {};

  const sample = () => {
    if (stopped) return;
    if (document.visibilityState !== "visible") {
      pause = setTimeout(sample, PAUSE_MS);
      return;
    }
    const start = performance.now();
    let frames = 0;
    const tick = (now: number) => {
      frames++;
      if (now - start < SAMPLE_MS) {
        frame = requestAnimationFrame(tick);
        return;
      }
      const seconds = (now - start) / 1000;
      history = pushPerformanceSample(history, {
        fps: frames / seconds,
        renderMs: (now - start) / frames,
        memoryMb: readMemoryMb(),
      });
      setPerformanceMode(shouldUsePerformanceMode(history));
      pause = setTimeout(sample, PAUSE_MS);
    };
    frame = requestAnimationFrame(tick);
  };
  sample();
  return () => {
    stopped = true;
    cancelAnimationFrame(frame);
    if (pause) clearTimeout(pause);
  };
}

export interface FrameSampler {
  /** One frame drawn by the renderer, and how long its draw call took. */
  frame(renderMs: number): void;
  /** The newest sample, for a readout. */
  latest(): PerformanceSample | null;
}

/**
 * Samples a renderer's own frames (the 3D scenes, issue 27): each second of frames becomes a
 * sample of frame rate, draw time and memory, and the spec 4.9 rule over the last 30 samples says
 * whether performance mode should be on. Hidden tabs are not sampled.
 */
export function createFrameSampler(
  onDecision: (isOn: boolean, sample: PerformanceSample) => void,
): FrameSampler {
  let history: PerformanceSample[] = [];
  let start = performance.now();
  let frames = 0;
  let renderTotal = 0;
  return {
    frame(renderMs) {
      const now = performance.now();
      if (document.visibilityState !== "visible") {
        start = now;
        frames = 0;
        renderTotal = 0;
        return;
      }
      frames++;
      renderTotal += renderMs;
      if (now - start < SAMPLE_MS) return;
      const sample = {
        fps: frames / ((now - start) / 1000),
        renderMs: renderTotal / frames,
        memoryMb: readMemoryMb(),
      };
      history = pushPerformanceSample(history, sample);
      start = now;
      frames = 0;
      renderTotal = 0;
      onDecision(shouldUsePerformanceMode(history), sample);
    },
    latest: () => history.at(-1) ?? null,
  };
}
