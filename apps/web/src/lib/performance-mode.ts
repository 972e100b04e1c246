import { ANIMATION_MS } from "@app/domain/performance-mode";
import { debugLog } from "./debug";
import { isFeatureEnabled } from "./feature-flags";

/*
 * Whether performance mode is on (spec 4.9). A tiny observable rather than a store: the query
 * options read it when a query is built, and the shell subscribes to switch the animation length.
 */

let isOn = false;
const listeners = new Set<() => void>();

/** True while performance mode is on. */
export function isPerformanceModeOn(): boolean {
  return isOn;
}

/**
 * Switches performance mode and sets the animation length CSS variable: 150 ms in performance
 * mode (or with the `disable_heavy_animations` flag), else 300 ms.
 */
export function setPerformanceMode(on: boolean): void {
  if (typeof document !== "undefined") {
    const isShort = on || isFeatureEnabled("disable_heavy_animations");
    document.documentElement.style.setProperty("--animation-ms", `${animationMs(isShort)}ms`);
    document.documentElement.dataset.performanceMode = on ? "on" : "off";
  }
  if (on === isOn) return;
  isOn = on;
  debugLog(`Performance mode ${on ? "on" : "off"}.`);
  for (const listener of listeners) listener();
}

/** The animation length for a mode (spec 9). */
export function animationMs(performanceMode: boolean): number {
  return performanceMode ? ANIMATION_MS.performance : ANIMATION_MS.normal;
}

/** Subscribes to changes (for useSyncExternalStore). */
export function subscribePerformanceMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
