import { describe, expect, it } from "vitest";
import { isParentConsentNeeded } from "./parent-consent.ts";

const learner = { hasOwnLogin: true, age: 12, hasParentConsent: false };

describe("isParentConsentNeeded (decisions.md 1)", () => {
  it("holds for a learner under 13 with their own login and no parent's confirmation", () => {
    expect(isParentConsentNeeded(learner)).toBe(true);
  });
  it("does not hold at 13, without an age, for a parent's own child, or once a parent confirmed", () => {
    expect(isParentConsentNeeded({ ...learner, age: 13 })).toBe(false);
    expect(isParentConsentNeeded({ ...learner, age: null })).toBe(false);
    expect(isParentConsentNeeded({ ...learner, age: undefined })).toBe(false);
    expect(isParentConsentNeeded({ ...learner, hasOwnLogin: false })).toBe(false);
    expect(isParentConsentNeeded({ ...learner, hasParentConsent: true })).toBe(false);
  });
});
