import { PASSWORD_POLICY_MESSAGES } from "@app/contract/password-policy";
import { describe, expect, it } from "vitest";
import {
  call,
  countRows,
  createUser,
  lastEmailTo,
  registration,
  TEST_PASSWORD,
  useTestApp,
} from "../../test/helpers.ts";
import { isCommonPassword } from "./password-rules.ts";

const t = useTestApp();

describe("the bundled list of common passwords", () => {
  it("holds the most common ones, and none the product or its tests use", () => {
    for (const common of ["password", "12345678", "qwerty123", "iloveyou", "password1", "11111111"]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const ours of ["demo-pass-1", "correct-horse-1", "a-strong-password", "a-long-secret-1"]) {
      expect(isCommonPassword(ours), ours).toBe(false);
    }
  });
});

describe("the password rule on every form that sets a password", () => {
  it("refuses at sign-up a common password, spaces only, the username and the e-mail, creating nothing", async () => {
    const before = await countRows(t, "users");
    const base = registration();
    const cases: [string, string][] = [
      ["password", PASSWORD_POLICY_MESSAGES.common],
      ["12345678", PASSWORD_POLICY_MESSAGES.common],
      ["QWERTY123", PASSWORD_POLICY_MESSAGES.common],
      ["        ", PASSWORD_POLICY_MESSAGES.blank],
      [base.username.toUpperCase(), PASSWORD_POLICY_MESSAGES.personal],
      [base.email, PASSWORD_POLICY_MESSAGES.personal],
      [base.email.split("@")[0]!, PASSWORD_POLICY_MESSAGES.personal],
    ];
    for (const [password, message] of cases) {
      const res = await call(t, "POST", "/api/auth/register", { body: { ...base, password } });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().details.password, password).toEqual([message]);
    }
    expect(await countRows(t, "users")).toBe(before);
    const ok = await call(t, "POST", "/api/auth/register", { body: { ...base, password: "Demo-pass-1" } });
    expect(ok.statusCode).toBe(201);
  });

  it("refuses them when changing the password, keeping the old one", async () => {
    const { user, token } = await createUser(t);
    for (const [newPassword, message] of [
      ["password1", PASSWORD_POLICY_MESSAGES.common],
      [user.username, PASSWORD_POLICY_MESSAGES.personal],
      [user.email.toUpperCase(), PASSWORD_POLICY_MESSAGES.personal],
    ] as const) {
      const res = await call(t, "POST", "/api/auth/change-password", {
        token,
        body: { currentPassword: TEST_PASSWORD, newPassword },
      });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().details.newPassword).toEqual([message]);
    }
    expect((await call(t, "GET", "/api/auth/me", { token })).statusCode).toBe(200);
  });

  it("refuses them on a reset, and the link still works with a better password", async () => {
    const { user } = await createUser(t);
    await call(t, "POST", "/api/auth/forgot-password", { body: { email: user.email } });
    await t.app.deps.jobs.idle();
    const mail = await lastEmailTo(t, user.email);
    for (const password of ["iloveyou", user.username, "         "]) {
      const res = await call(t, "POST", "/api/auth/reset-password", {
        body: { token: mail.token, password },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().details.password).toHaveLength(1);
    }
    const ok = await call(t, "POST", "/api/auth/reset-password", {
      body: { token: mail.token, password: "a-brand-new-secret" },
    });
    expect(ok.statusCode).toBe(200);
  });
});
