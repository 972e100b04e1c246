import { describe, expect, it } from "vitest";
import { findPasswordProblem, PASSWORD_POLICY_MESSAGES } from "./password-policy.ts";

const common = new Set(["password", "12345678", "qwerty123"]);
const isCommon = (p: string) => common.has(p);
const owner = { username: "Nia_W", email: "nia.walker@example.test" };

describe("findPasswordProblem", () => {
  it("allows an ordinary password", () => {
    expect(findPasswordProblem("Demo-pass-1", owner, isCommon)).toBeNull();
    expect(findPasswordProblem("correct-horse-1", owner, isCommon)).toBeNull();
  });

  it("refuses spaces only, of any length", () => {
    for (const blank of ["        ", " \t\n        ", "\u00a0".repeat(9)]) {
      expect(findPasswordProblem(blank, owner, isCommon)).toBe(PASSWORD_POLICY_MESSAGES.blank);
    }
  });

  it("refuses the username, the e-mail and its local part, in any case and with spaces around", () => {
    for (const personal of ["Nia_W", "nia_w", "NIA.WALKER@EXAMPLE.TEST", " nia.walker ", "Nia.Walker"]) {
      expect(findPasswordProblem(personal, owner, isCommon), personal).toBe(
        PASSWORD_POLICY_MESSAGES.personal,
      );
    }
    expect(findPasswordProblem("nia.walker2", owner, isCommon)).toBeNull();
  });

  it("asks the common list with the lower-cased, trimmed password", () => {
    for (const weak of ["password", "PassWord", " 12345678 ", "Qwerty123"]) {
      expect(findPasswordProblem(weak, owner, isCommon), weak).toBe(PASSWORD_POLICY_MESSAGES.common);
    }
  });

  it("skips the common check without a list and the personal check without an owner", () => {
    expect(findPasswordProblem("password")).toBeNull();
    expect(findPasswordProblem("Nia_W", {}, isCommon)).toBeNull();
  });
});
