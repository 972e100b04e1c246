import type { SceneDetail } from "@app/contract/scene";
import { ANIMATION_MS } from "../performance-mode.ts";

/** Pixel ratio cap in performance mode (spec 4.9: lower pixel ratio). */
export const PERFORMANCE_PIXEL_RATIO = 0.75;
/** Pixel ratio cap otherwise: sharper than 2 costs much and shows little. */
export const NORMAL_PIXEL_RATIO_CAP = 2;

export type MaterialQuality = "basic" | "standard" | "physical";

export interface RenderSettings {
  pixelRatio: number;
  shadows: boolean;
  antialias: boolean;
  /** Environment lighting and glow: the scene's "post-processing". */
  effects: boolean;
  materials: MaterialQuality;
  /** Length of a scene animation (camera moves, book pulls). */
  animationMs: number;
  /** Idle animations (breathing, bobbing); off with `disable_heavy_animations`. */
  isIdleAnimated: boolean;
}

export interface RenderInputs {
  detail: SceneDetail;
  isPerformanceMode: boolean;
  devicePixelRatio: number;
  disableHeavyAnimations: boolean;
  disableVisualEffects: boolean;
}

/**
 * What the renderer does for a scene (spec 4.9, 9): in performance mode a lower pixel ratio, no
 * shadows or effects, simpler materials and 150 ms animations; the two flags turn off idle
 * animation and visual effects on their own.
 */
export function renderSettingsFor(input: RenderInputs): RenderSettings {
  const { detail, isPerformanceMode: perf } = input;
  const dpr = Math.max(0.5, input.devicePixelRatio || 1);
  const rich = !perf && detail !== "simple";
  return {
    pixelRatio: perf ? Math.min(dpr, PERFORMANCE_PIXEL_RATIO) : Math.min(dpr, NORMAL_PIXEL_RATIO_CAP),
    shadows: rich && detail === "photoreal" && !input.disableVisualEffects,
    antialias: rich,
    effects: rich && !input.disableVisualEffects,
    materials: perf || detail === "simple" ? "basic" : detail === "photoreal" ? "physical" : "standard",
    animationMs: perf || input.disableHeavyAnimations ? ANIMATION_MS.performance : ANIMATION_MS.normal,
    isIdleAnimated: !perf && !input.disableHeavyAnimations,
  };
}
