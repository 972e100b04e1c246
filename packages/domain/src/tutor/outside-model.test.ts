import { describe, expect, it } from "vitest";
import { decideOutsideModel, OUTSIDE_MODEL_REASONS } from "./outside-model.ts";

const base = { configured: true, parentOptedIn: true, age: 14, hasParentConsent: false };

describe("when a child's words may go to an outside model (decisions.md 7)", () => {
  it("needs a configured model and a parent's opt-in, off by default", () => {
    expect(decideOutsideModel(base).engine).toBe("model");
    expect(decideOutsideModel({ ...base, configured: false }).reason).toBe(
      OUTSIDE_MODEL_REASONS.notConfigured,
    );
    expect(decideOutsideModel({ ...base, parentOptedIn: false }).reason).toBe(
      OUTSIDE_MODEL_REASONS.notOptedIn,
    );
  });

  it("never sends an under-13's words without a parent's consent, whatever the opt-in", () => {
    for (const age of [6, 12, null]) {
      expect(decideOutsideModel({ ...base, age }).reason).toBe(OUTSIDE_MODEL_REASONS.underAgeWithoutConsent);
      expect(decideOutsideModel({ ...base, age, hasParentConsent: true }).engine).toBe("model");
    }
    expect(decideOutsideModel({ ...base, age: 13 }).engine).toBe("model");
  });
});
