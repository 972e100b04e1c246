import { describe, expect, it } from "vitest";
import { decideAccess, isTutorApplicant } from "./access.ts";

const student = { role: "student", tutorStatus: null } as const;
const parent = { role: "parent", tutorStatus: null } as const;
const applicant = { role: "tutor", tutorStatus: "applicant" } as const;
const tutor = { role: "tutor", tutorStatus: "approved" } as const;
const admin = { role: "admin", tutorStatus: null } as const;

describe("decideAccess (decisions.md 1)", () => {
  it("lets anyone open public pages", () => {
    expect(decideAccess("public", null)).toBe("allow");
  });
  it("sends the signed-out to sign in for every guarded level", () => {
    for (const level of ["signed-in", "tutor", "admin"] as const)
      expect(decideAccess(level, null)).toBe("sign-in");
  });
  it("keeps the admin area for admins only", () => {
    expect(decideAccess("admin", admin)).toBe("allow");
    for (const who of [student, parent, tutor, applicant])
      expect(decideAccess("admin", who)).toBe("forbidden");
  });
  it("opens the tutor area to approved tutors and admins, and tells applicants it is under review", () => {
    expect(decideAccess("tutor", tutor)).toBe("allow");
    expect(decideAccess("tutor", admin)).toBe("allow");
    expect(decideAccess("tutor", applicant)).toBe("under-review");
    expect(decideAccess("tutor", student)).toBe("forbidden");
    expect(decideAccess("tutor", parent)).toBe("forbidden");
  });
  it("opens signed-in pages to every role", () => {
    for (const who of [student, parent, tutor, applicant, admin])
      expect(decideAccess("signed-in", who)).toBe("allow");
  });
});

describe("isTutorApplicant (decisions.md 1)", () => {
  it("holds only for a tutor who is not approved yet", () => {
    expect(isTutorApplicant(applicant)).toBe(true);
    expect(isTutorApplicant({ role: "tutor", tutorStatus: null })).toBe(true);
    for (const who of [student, parent, tutor, admin]) expect(isTutorApplicant(who)).toBe(false);
  });
});
