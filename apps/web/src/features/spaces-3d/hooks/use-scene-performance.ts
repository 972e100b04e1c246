import type { PerformanceSample } from "@app/domain/performance-mode";
import { useMemo, useState } from "react";
import { isFeatureEnabled } from "@/lib/feature-flags";
import { createFrameSampler, type FrameSampler } from "@/lib/performance-monitor";

export type PerformanceOverride = "on" | "off" | null;

export interface ScenePerformance {
  /** Performance mode as the scene draws it: the student's override, else the flag or the measure. */
  isOn: boolean;
  /** The measure alone (spec 4.9 over the last 30 samples of the renderer). */
  isMeasuredOn: boolean;
  override: PerformanceOverride;
  setOverride: (value: PerformanceOverride) => void;
  latest: PerformanceSample | null;
  sampler: FrameSampler;
}

/** Performance mode of one scene, measured from its own renderer; the student may override it. */
export function useScenePerformance(): ScenePerformance {
  const [isMeasuredOn, setMeasuredOn] = useState(false);
  const [latest, setLatest] = useState<PerformanceSample | null>(null);
  const [override, setOverride] = useState<PerformanceOverride>(null);
  const sampler = useMemo(
    () =>
      createFrameSampler((on, sample) => {
        setMeasuredOn(on);
        setLatest(sample);
      }),
    [],
  );
  const isForced = isFeatureEnabled("performance_mode");
  const isOn = override === null ? isForced || isMeasuredOn : override === "on";
  return { isOn, isMeasuredOn: isForced || isMeasuredOn, override, setOverride, latest, sampler };
}
