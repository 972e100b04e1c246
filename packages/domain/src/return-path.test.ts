import { describe, expect, it } from "vitest";
import { toSafeReturnPath } from "./return-path.ts";

describe("toSafeReturnPath (spec 2.7; issue 20.8)", () => {
  it("keeps a same-site page with its query and fragment", () => {
    expect(toSafeReturnPath("/student")).toBe("/student");
    expect(toSafeReturnPath("/student/settings?tab=privacy#email")).toBe(
      "/student/settings?tab=privacy#email",
    );
    expect(toSafeReturnPath("/book/confirm")).toBe("/book/confirm");
    expect(toSafeReturnPath("/library?q=caf%C3%A9")).toBe("/library?q=caf%C3%A9");
  });

  it("refuses a control character anywhere, raw or percent-encoded", () => {
    for (const bad of [
      "/\t/student",
      "/\n/evil.example",
      "/\r\n/student",
      "/student\t",
      "/student?x=\u0000",
      "/student\u007f",
      "/student\u0085",
      "/student\u2028",
      "/student\u2029",
      "/%09/student",
      "/student?next=%0A",
      "/student%0d%0a",
      "/student%7F",
    ])
      expect(toSafeReturnPath(bad), JSON.stringify(bad)).toBeNull();
  });

  it("refuses anything that is not a same-origin relative path", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "student",
      "\t/student",
      " /student",
      "//evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "https://evil.example/student",
      "javascript:alert(1)",
      "/..//evil.example",
    ])
      expect(toSafeReturnPath(bad), JSON.stringify(bad)).toBeNull();
  });

  it("refuses the sign-in pages themselves, so nobody is sent back to them", () => {
    expect(toSafeReturnPath("/auth/signin")).toBeNull();
    expect(toSafeReturnPath("/auth/signup?type=tutor")).toBeNull();
  });
});
