import { describe, expect, it } from "vitest";
import { stepLabel } from "./lesson-step.ts";

describe("a lesson's step label", () => {
  it("says which step of how many, or nothing without a place in a unit", () => {
    expect(stepLabel({ step_number: 2, total_steps: 4 })).toBe("Step 2 of 4");
    expect(stepLabel({ step_number: null, total_steps: 4 })).toBeNull();
    expect(stepLabel({ step_number: 1, total_steps: 0 })).toBeNull();
  });
});
