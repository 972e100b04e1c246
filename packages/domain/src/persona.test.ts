import { describe, expect, it } from "vitest";
import { traitSourceForRole } from "./persona.ts";

describe("traitSourceForRole", () => {
  it("derives the source from who writes the trait", () => {
    expect(traitSourceForRole("student")).toBe("self_report");
    expect(traitSourceForRole("parent")).toBe("parent_report");
    expect(traitSourceForRole("tutor")).toBe("tutor_observation");
    expect(traitSourceForRole("admin")).toBe("tutor_observation");
  });
});
