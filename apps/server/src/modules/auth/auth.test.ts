import { ERROR_MESSAGES } from "@app/contract/errors";
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
