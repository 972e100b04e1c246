// Tokens, sessions, account changes, password resets and verification (sign-up and sign-in: auth.test.ts).
import { ERROR_MESSAGES } from "@app/contract/errors";
import { SignJWT } from "jose";
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

const t = useTestApp();

describe("tokens", () => {
  it("answers 401 without a token, and for forged, tampered, expired or malformed ones", async () => {
    const { user, token } = await createUser(t);
    expect((await call(t, "GET", "/api/auth/me")).json()).toEqual({ error: ERROR_MESSAGES.authRequired });
    const [head, payload, sig] = token.split(".");
    const tamperedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, "base64url").toString()),
        sub: "00000000-0000-0000-0000-000000000000",
      }),
    ).toString("base64url");
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("some-other-secret-that-is-long-enough"));
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode("x"));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
    for (const bad of [
      `${head}.${tamperedPayload}.${sig}`,
      forged,
      expired,
      unsigned,
      "not-a-token",
      `${token}x`,
    ]) {
      const res = await call(t, "GET", "/api/auth/me", { token: bad });
      expect(res.statusCode, bad).toBe(401);
      expect(res.json()).toEqual({ error: ERROR_MESSAGES.invalidToken });
    }
    const noBearer = await call(t, "GET", "/api/auth/me", { headers: { authorization: "Basic abc" } });
    expect(noBearer.statusCode).toBe(401);
  });

  it("refuses the token of a deleted user", async () => {
    const { user, token } = await createUser(t);
    await t.database.db.deleteFrom("users").where("id", "=", user.id).execute();
    const res = await call(t, "GET", "/api/auth/me", { token });
    expect(res.statusCode).toBe(401);
  });

  it("revokes every token on sign-out everywhere", async () => {
    const { token } = await createUser(t);
    expect((await call(t, "POST", "/api/auth/logout-all", { token })).statusCode).toBe(200);
    expect((await call(t, "GET", "/api/auth/me", { token })).statusCode).toBe(401);
  });

  it("changes the password: the old password and old tokens stop working, the new token works", async () => {
    const { user, token } = await createUser(t);
    const wrong = await call(t, "POST", "/api/auth/change-password", {
      token,
      body: { currentPassword: "not-it-at-all", newPassword: "brand-new-pass" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.currentPassword).toEqual([ERROR_MESSAGES.wrongPassword]);
    const ok = await call(t, "POST", "/api/auth/change-password", {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: "brand-new-pass" },
    });
    expect(ok.statusCode).toBe(200);
    expect((await call(t, "GET", "/api/auth/me", { token })).statusCode).toBe(401);
    expect((await call(t, "GET", "/api/auth/me", { token: ok.json().access_token })).statusCode).toBe(200);
    const relogin = await call(t, "POST", "/api/auth/login", {
      body: { username: user.username, password: "brand-new-pass" },
    });
    expect(relogin.statusCode).toBe(200);
  });
});

describe("PUT /api/auth/users/:id", () => {
  it("lets a user edit their own names and ask for a new e-mail, which must be verified first", async () => {
    const { user, token } = await createUser(t);
    await t.database.db
      .updateTable("users")
      .set({ email_verified_at: new Date() })
      .where("id", "=", user.id)
      .execute();
    const res = await call(t, "PUT", `/api/auth/users/${user.id}`, {
      token,
      body: {
        first_name: "Ada",
        last_name: "Lovelace",
        email: `ada_${user.username}@example.test`,
        current_password: TEST_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: user.email,
      emailVerified: true,
      pendingEmail: `ada_${user.username}@example.test`,
    });
    expect((await lastEmailTo(t, `ada_${user.username}@example.test`)).token).toBeTruthy();
  });

  it("refuses another user's account with 403 unless the caller is an admin", async () => {
    const { token } = await createUser(t);
    const { user: other } = await createUser(t, { first_name: "Other" });
    const refused = await call(t, "PUT", `/api/auth/users/${other.id}`, {
      token,
      body: { first_name: "Hacked" },
    });
    expect(refused.statusCode).toBe(403);
    const row = await t.database.db
      .selectFrom("users")
      .select("first_name")
      .where("id", "=", other.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe("Other");
    const { token: adminToken } = await createUser(t, { role: "admin" });
    const byAdmin = await call(t, "PUT", `/api/auth/users/${other.id}`, {
      token: adminToken,
      body: { first_name: "Fixed" },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().firstName).toBe("Fixed");
  });

  it("answers 409 for a taken e-mail, 404 for an unknown user, 400 for a bad id or empty body", async () => {
    const { user, token } = await createUser(t);
    const { user: other } = await createUser(t);
    const { token: adminToken } = await createUser(t, { role: "admin" });
    const taken = await call(t, "PUT", `/api/auth/users/${user.id}`, {
      token,
      body: { email: other.email, current_password: TEST_PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
    const unknown = await call(t, "PUT", "/api/auth/users/00000000-0000-4000-8000-000000000000", {
      token: adminToken,
      body: { first_name: "X" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call(t, "PUT", "/api/auth/users/123", { token, body: { first_name: "X" } })).statusCode,
    ).toBe(400);
    const empty = await call(t, "PUT", `/api/auth/users/${user.id}`, { token, body: {} });
    expect(empty.statusCode).toBe(400);
    const blank = await call(t, "PUT", `/api/auth/users/${user.id}`, { token, body: { first_name: "   " } });
    expect(blank.statusCode).toBe(400);
    expect(
      (await call(t, "PUT", `/api/auth/users/${user.id}`, { body: { first_name: "X" } })).statusCode,
    ).toBe(401);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown e-mails, and only mails the known", async () => {
    const { user } = await createUser(t);
    const outbox = await countRows(t, "email_outbox");
    const known = await call(t, "POST", "/api/auth/forgot-password", { body: { email: user.email } });
    const unknown = await call(t, "POST", "/api/auth/forgot-password", {
      body: { email: "nobody@example.test" },
    });
    await t.app.deps.jobs.idle();
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await countRows(t, "email_outbox")).toBe(outbox + 1);
  });

  it("resets with a single-use token and revokes earlier sessions", async () => {
    const { user, token } = await createUser(t);
    await call(t, "POST", "/api/auth/forgot-password", { body: { email: user.email } });
    await t.app.deps.jobs.idle();
    const mail = await lastEmailTo(t, user.email);
    const res = await call(t, "POST", "/api/auth/reset-password", {
      body: { token: mail.token, password: "fresh-password-9" },
    });
    expect(res.statusCode).toBe(200);
    expect((await call(t, "GET", "/api/auth/me", { token })).statusCode).toBe(401);
    const login = await call(t, "POST", "/api/auth/login", {
      body: { username: user.username, password: "fresh-password-9" },
    });
    expect(login.statusCode).toBe(200);
    const reuse = await call(t, "POST", "/api/auth/reset-password", {
      body: { token: mail.token, password: "another-pass-9" },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ error: ERROR_MESSAGES.invalidResetToken });
  });

  it("refuses an expired or made-up token and keeps the password", async () => {
    const { user } = await createUser(t);
    await call(t, "POST", "/api/auth/forgot-password", { body: { email: user.email } });
    await t.app.deps.jobs.idle();
    const mail = await lastEmailTo(t, user.email);
    await t.database.db
      .updateTable("auth_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", user.id)
      .execute();
    for (const token of [mail.token, "made-up-token"]) {
      const res = await call(t, "POST", "/api/auth/reset-password", {
        body: { token, password: "fresh-password-9" },
      });
      expect(res.statusCode).toBe(400);
    }
    const login = await call(t, "POST", "/api/auth/login", {
      body: { username: user.username, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("validates the new password before touching the token", async () => {
    const { user } = await createUser(t);
    await call(t, "POST", "/api/auth/forgot-password", { body: { email: user.email } });
    await t.app.deps.jobs.idle();
    const mail = await lastEmailTo(t, user.email);
    const short = await call(t, "POST", "/api/auth/reset-password", {
      body: { token: mail.token, password: "short" },
    });
    expect(short.statusCode).toBe(400);
    const ok = await call(t, "POST", "/api/auth/reset-password", {
      body: { token: mail.token, password: "long-enough-1" },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe("resend verification", () => {
  it("sends a fresh link that replaces the old one", async () => {
    const reg = (await call(t, "POST", "/api/auth/register", { body: registration() })).json();
    const first = await lastEmailTo(t, reg.user.email);
    const res = await call(t, "POST", "/api/auth/resend-verification", { token: reg.access_token });
    expect(res.statusCode).toBe(200);
    const second = await lastEmailTo(t, reg.user.email);
    expect(second.token).not.toBe(first.token);
    expect(
      (await call(t, "POST", "/api/auth/verify-email", { body: { token: first.token } })).statusCode,
    ).toBe(400);
    expect(
      (await call(t, "POST", "/api/auth/verify-email", { body: { token: second.token } })).statusCode,
    ).toBe(200);
    const me = await call(t, "GET", "/api/auth/me", { token: reg.access_token });
    expect(me.json().emailVerified).toBe(true);
  });
});
