import { describe, expect, it } from "vitest";
import { isDebugEnabled } from "./debug";
import { FEATURE_FLAG_DEFAULTS, isFeatureEnabled } from "./feature-flags";
import { onFirstUse } from "./on-first-use";
import { animationMs, setPerformanceMode } from "./performance-mode";
import { withStudentId } from "./student-query";

describe("withStudentId (spec 2.9, 7.2)", () => {
  it("adds student_id, keeping the other parameters and the hash", () => {
    expect(withStudentId("/student/library", 2)).toBe("/student/library?student_id=2");
    expect(withStudentId("/x?search=a+b&type=material#top", 7)).toBe(
      "/x?search=a+b&type=material&student_id=7#top",
    );
    expect(withStudentId("/x?student_id=1", 2)).toBe("/x?student_id=2");
  });

  it("leaves the path alone without a student", () => {
    expect(withStudentId("/student/library?a=1", null)).toBe("/student/library?a=1");
  });
});

describe("the debug flag (spec 2.10)", () => {
  it("is on with ?debug=1 or ?debug=true, or the local storage flag", () => {
    expect(isDebugEnabled("?debug=1")).toBe(true);
    expect(isDebugEnabled("?debug=true")).toBe(true);
    expect(isDebugEnabled("?debug=yes")).toBe(false);
    expect(isDebugEnabled("")).toBe(false);
    localStorage.setItem("debug", "true");
    expect(isDebugEnabled("")).toBe(true);
  });
});

describe("feature flags (spec 9)", () => {
  it("have the spec's defaults", () => {
    const on = Object.entries(FEATURE_FLAG_DEFAULTS)
      .filter(([, value]) => value)
      .map(([name]) => name);
    expect(on).toEqual([
      "umv_spotlight_v1",
      "tutor_3d_avatar",
      "disable_tutor_context_updates",
      "thinking_chamber",
      "thinking_escalation_v1",
      "strict_deck_completion",
    ]);
    expect(isFeatureEnabled("performance_mode")).toBe(false);
    expect(isFeatureEnabled("disable_heavy_animations")).toBe(false);
    expect(isFeatureEnabled("disable_visual_effects")).toBe(false);
  });

  it("take valid local overrides and ignore the rest", () => {
    localStorage.setItem(
      "feature-flags",
      JSON.stringify({ performance_mode: true, tutor_3d_avatar: "no", x: true }),
    );
    expect(isFeatureEnabled("performance_mode")).toBe(true);
    expect(isFeatureEnabled("tutor_3d_avatar")).toBe(true);
  });
});

describe("performance mode animations (spec 9)", () => {
  it("shortens animations to 150 ms, else 300 ms, through a CSS variable", () => {
    expect(animationMs(true)).toBe(150);
    expect(animationMs(false)).toBe(300);
    setPerformanceMode(true);
    expect(document.documentElement.style.getPropertyValue("--animation-ms")).toBe("150ms");
    setPerformanceMode(false);
    expect(document.documentElement.style.getPropertyValue("--animation-ms")).toBe("300ms");
  });
});

describe("a value made on first use (issue 21)", () => {
  it("is not made until asked for, then made once and kept", () => {
    let made = 0;
    const format = onFirstUse(() => {
      made += 1;
      return new Intl.NumberFormat("en-US");
    });
    expect(made).toBe(0);
    expect(format().format(1234)).toBe("1,234");
    expect(format()).toBe(format());
    expect(made).toBe(1);
  });
});
