import { ERROR_MESSAGES } from "@app/contract/errors";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  call,
  countRows,
  createUser,
  lastEmailTo,
  registration,
  TEST_PASSWORD,
  type TestApp,
} from "../../test/helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("POST /api/auth/register", () => {
  it("creates a student with their own profile and signs them in", async () => {
    const payload = registration();
    const res = await call(t, "POST", "/api/auth/register", { body: payload });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: payload.email,
      firstName: "Nia",
      role: "student",
      emailVerified: false,
    });
    expect(body.access_token.split(".")).toHaveLength(3);
    expect(body.user).not.toHaveProperty("password_hash");
    const profile = await t.database.db
      .selectFrom("student_profiles")
      .selectAll()
      .where("user_id", "=", body.user.id)
      .executeTakeFirst();
    expect(profile).toMatchObject({ first_name: "Nia", plan: "ai-only" });
    const me = await call(t, "GET", "/api/auth/me", { token: body.access_token });
    expect(me.json().id).toBe(body.user.id);
  });

  it("makes a parent without a profile, and a tutor an applicant", async () => {
    const parent = (
      await call(t, "POST", "/api/auth/register", { body: registration({ userType: "parent" }) })
    ).json();
    expect(parent.user.role).toBe("parent");
    const profiles = await t.database.db
      .selectFrom("student_profiles")
      .select("id")
      .where("user_id", "=", parent.user.id)
      .execute();
    expect(profiles).toHaveLength(0);
    const tutor = (
      await call(t, "POST", "/api/auth/register", { body: registration({ userType: "tutor" }) })
    ).json();
    expect(tutor.user).toMatchObject({ role: "tutor", tutorStatus: "applicant" });
  });

  it("sends a verification e-mail whose link verifies once", async () => {
    const payload = registration();
    await call(t, "POST", "/api/auth/register", { body: payload });
    const mail = await lastEmailTo(t, payload.email);
    expect(mail.subject).toMatch(/confirm/i);
    expect(mail.token).toBeTruthy();
    const ok = await call(t, "POST", "/api/auth/verify-email", { body: { token: mail.token } });
    expect(ok.statusCode).toBe(200);
    const again = await call(t, "POST", "/api/auth/verify-email", { body: { token: mail.token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(ERROR_MESSAGES.invalidVerifyToken);
  });

  it("refuses an e-mail or username taken already, in any case, and changes nothing", async () => {
    const first = registration();
    await call(t, "POST", "/api/auth/register", { body: first });
    const users = await countRows(t, "users");
    const sameEmail = await call(t, "POST", "/api/auth/register", {
      body: registration({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ error: ERROR_MESSAGES.emailTaken });
    const sameName = await call(t, "POST", "/api/auth/register", {
      body: registration({ username: first.username.toUpperCase() }),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error: ERROR_MESSAGES.usernameTaken });
    expect(await countRows(t, "users")).toBe(users);
  });

  it("answers 400 with per-field details for missing, extra and wrong-typed fields", async () => {
    const before = await countRows(t, "users");
    const missing = await call(t, "POST", "/api/auth/register", { body: { username: "abc" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(ERROR_MESSAGES.invalidInput);
    expect(Object.keys(missing.json().details)).toEqual(
      expect.arrayContaining(["email", "password", "firstName", "lastName", "userType"]),
    );
    const extra = await call(t, "POST", "/api/auth/register", { body: registration({ role: "admin" }) });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().details.role).toEqual(["Unknown field"]);
    const wrongType = await call(t, "POST", "/api/auth/register", {
      body: registration({ password: 12345678 }),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details.password).toBeDefined();
    const admin = await call(t, "POST", "/api/auth/register", { body: registration({ userType: "admin" }) });
    expect(admin.statusCode).toBe(400);
    const badEmail = await call(t, "POST", "/api/auth/register", {
      body: registration({ email: "not-an-email" }),
    });
    expect(badEmail.json().details.email).toEqual(["Enter a valid e-mail address"]);
    const shortPassword = await call(t, "POST", "/api/auth/register", {
      body: registration({ password: "short" }),
    });
    expect(shortPassword.json().details.password[0]).toMatch(/at least 8/);
    const array = await call(t, "POST", "/api/auth/register", { body: [1, 2, 3] });
    expect(array.statusCode).toBe(400);
    expect(await countRows(t, "users")).toBe(before);
  });

  it("refuses a 10 MB password with 413 and a 200 KB one with 400", async () => {
    const before = await countRows(t, "users");
    const huge = await call(t, "POST", "/api/auth/register", {
      body: registration({ password: "x".repeat(10_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: ERROR_MESSAGES.bodyTooLarge });
    const big = await call(t, "POST", "/api/auth/register", {
      body: registration({ password: "x".repeat(200_000) }),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().details.password[0]).toMatch(/at most 128/);
    const loginHuge = await call(t, "POST", "/api/auth/login", {
      body: { username: "a", password: "x".repeat(10_000_000) },
    });
    expect(loginHuge.statusCode).toBe(413);
    expect(await countRows(t, "users")).toBe(before);
  });

  it("stores SQL and HTML in names as plain text", async () => {
    const payload = registration({
      firstName: "Robert'); DROP TABLE users;--",
      lastName: "<script>alert(1)</script>",
    });
    const res = await call(t, "POST", "/api/auth/register", { body: payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.firstName).toBe("Robert'); DROP TABLE users;--");
    expect(res.json().user.lastName).toBe("<script>alert(1)</script>");
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(await countRows(t, "users")).toBeGreaterThan(0);
  });

  it("answers 400 for malformed JSON and 415 for a body that is not JSON", async () => {
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: '{"username": "abc",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: ERROR_MESSAGES.invalidJson });
    const text = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBeTruthy();
  });
});

describe("POST /api/auth/login", () => {
  it("signs in by username or by e-mail, in any case", async () => {
    const { user } = await createUser(t);
    for (const login of [user.username, user.email.toUpperCase()]) {
      const res = await call(t, "POST", "/api/auth/login", {
        body: { username: login, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: user.id, email: user.email, role: "student" });
      expect(res.json().user.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
  });

  it("answers the same 401 for a wrong password and an unknown account", async () => {
    const { user } = await createUser(t);
    const wrong = await call(t, "POST", "/api/auth/login", {
      body: { username: user.username, password: "nope-nope" },
    });
    const unknown = await call(t, "POST", "/api/auth/login", {
      body: { username: "ghost_user", password: "nope-nope" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ error: ERROR_MESSAGES.invalidCredentials });
  });

  it("answers 400 for an empty body", async () => {
    const res = await call(t, "POST", "/api/auth/login", { body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty("username");
    expect(res.json().details).toHaveProperty("password");
  });
});

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
