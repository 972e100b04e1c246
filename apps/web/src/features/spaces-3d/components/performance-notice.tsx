import type { PerformanceSample } from "@app/domain/performance-mode";
import { Button } from "@/components/ui/button";
import type { ScenePerformance } from "../hooks/use-scene-performance";

function describe(sample: PerformanceSample | null): string {
  if (!sample) return "";
  const memory = sample.memoryMb === null ? "" : `, ${Math.round(sample.memoryMb)} MB`;
  return ` Measured: ${Math.round(sample.fps)} fps, ${sample.renderMs.toFixed(1)} ms a frame${memory}.`;
}

/** Tells the student when performance mode is on (spec 4.9) and lets them override it. */
export function PerformanceNotice({ performance }: { performance: ScenePerformance }) {
  const { isOn, isMeasuredOn, override, setOverride, latest } = performance;
  if (override === "off") {
    return (
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        Full quality, as you chose.{describe(latest)}
        <Button size="sm" variant="outline" onClick={() => setOverride(null)}>
          Let the app decide again
        </Button>
      </p>
    );
  }
  if (!isOn) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>Full quality.</span>
        <Button size="sm" variant="ghost" onClick={() => setOverride("on")}>
          Switch performance mode on
        </Button>
      </p>
    );
  }
  return (
    <p
      role="status"
      data-testid="performance-mode-notice"
      className="flex flex-wrap items-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <span>
        <strong>Performance mode is on</strong>
        {override === "on"
          ? ", as you chose: simpler drawing, no shadows."
          : isMeasuredOn
            ? ": this device was drawing slowly, so the scene is simpler and has no shadows."
            : "."}
        {describe(latest)}
      </span>
      <Button size="sm" variant="outline" onClick={() => setOverride("off")}>
        Use full quality anyway
      </Button>
    </p>
  );
}
