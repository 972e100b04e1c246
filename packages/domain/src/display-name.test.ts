import { describe, expect, it } from "vitest";
import { toDisplayName } from "./display-name.ts";

describe("toDisplayName (decisions.md 5)", () => {
  it("shows first name and last initial", () => expect(toDisplayName("Maya", "Lopez")).toBe("Maya L."));
  it("copes with missing parts", () => {
    expect(toDisplayName("Maya", "")).toBe("Maya");
    expect(toDisplayName("", "lopez")).toBe("L.");
    expect(toDisplayName(" ", " ")).toBe("Student");
  });
});
