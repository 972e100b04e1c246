import { ERROR_MESSAGES } from "@app/contract/errors";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessTokens } from "../../lib/tokens.ts";
import { buildTestApp, call, createUser, type TestApp } from "../../test/helpers.ts";

// The app's own secret is random per test app; the tests swap in one they know, to sign with it.
const SECRET = "a-known-test-secret-that-is-long-enough-0123456789";
const key = new TextEncoder().encode(SECRET);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.app.deps.tokens = new AccessTokens(SECRET, 3600);
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

async function expectInvalid(token: string) {
  const res = await call(t, "GET", "/api/auth/me", { token });
  expect(res.statusCode, token).toBe(401);
  expect(res.json()).toEqual({ error: ERROR_MESSAGES.invalidToken });
}

describe("access token claims", () => {
  it("accepts a token the app signed itself", async () => {
    const { user } = await createUser(t);
    const token = await t.app.deps.tokens.sign({ userId: user.id, tokenVersion: user.token_version });
    expect((await call(t, "GET", "/api/auth/me", { token })).statusCode).toBe(200);
  });

  it("refuses a validly signed token without an expiry", async () => {
    const { user } = await createUser(t);
    const token = await new SignJWT({ ver: user.token_version })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(user.id)
      .setIssuedAt()
      .sign(key);
    await expectInvalid(token);
  });

  it("refuses a validly signed token without an issue time or a version", async () => {
    const { user } = await createUser(t);
    const noIat = await new SignJWT({ ver: user.token_version })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setExpirationTime(now() + 600)
      .sign(key);
    const noVer = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(now() + 600)
      .sign(key);
    await expectInvalid(noIat);
    await expectInvalid(noVer);
  });

  it("answers 401, not 500, for a signed token whose subject or version is malformed", async () => {
    const { user } = await createUser(t);
    const subjects = ["abc", "-1", "99999999999999999999999", "1", "", "' OR 1=1 --", `${user.id}x`];
    for (const subject of subjects) {
      const token = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime(now() + 600)
        .sign(key);
      await expectInvalid(token);
    }
    for (const ver of [-1, 1.5, 1e300, "0"]) {
      const token = await new SignJWT({ ver })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(now() + 600)
        .sign(key);
      await expectInvalid(token);
    }
  });
});
