import { describe, expect, it } from "vitest";
import { type RenderInputs, renderSettingsFor } from "./render-settings.ts";

const base: RenderInputs = {
  detail: "photoreal",
  isPerformanceMode: false,
  devicePixelRatio: 2,
  disableHeavyAnimations: false,
  disableVisualEffects: false,
};

describe("renderSettingsFor (spec 4.9, 9)", () => {
  it("draws the photoreal scene with shadows, effects, physical materials and 300 ms animations", () => {
    expect(renderSettingsFor(base)).toEqual({
      pixelRatio: 2,
      shadows: true,
      antialias: true,
      effects: true,
      materials: "physical",
      animationMs: 300,
      isIdleAnimated: true,
    });
  });

  it("in performance mode lowers the pixel ratio, drops shadows and effects, simplifies materials, 150 ms", () => {
    const s = renderSettingsFor({ ...base, isPerformanceMode: true });
    expect(s.pixelRatio).toBeLessThan(1);
    expect(s).toMatchObject({ shadows: false, effects: false, antialias: false, materials: "basic" });
    expect(s.animationMs).toBe(150);
    expect(s.isIdleAnimated).toBe(false);
  });

  it("respects disable_heavy_animations and disable_visual_effects without performance mode", () => {
    const s = renderSettingsFor({ ...base, disableHeavyAnimations: true, disableVisualEffects: true });
    expect(s).toMatchObject({ animationMs: 150, isIdleAnimated: false, effects: false, shadows: false });
    expect(s.materials).toBe("physical");
  });

  it("draws simple scenes with plain materials and no shadows, and never above a pixel ratio of 2", () => {
    const s = renderSettingsFor({ ...base, detail: "simple", devicePixelRatio: 3 });
    expect(s).toMatchObject({ materials: "basic", shadows: false, pixelRatio: 2 });
    expect(renderSettingsFor({ ...base, detail: "standard" }).materials).toBe("standard");
  });
});
