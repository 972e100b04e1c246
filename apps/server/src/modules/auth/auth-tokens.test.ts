import { ERROR_MESSAGES } from "@app/contract/errors";
import { jwtVerify, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { AccessTokens } from "../../lib/tokens.ts";
import { call, createUser, useTestApp } from "../../test/helpers.ts";

// The app's own secret is random per test app; the tests swap in one they know, to sign with it.
const SECRET = "a-known-test-secret-that-is-long-enough-0123456789";
const key = new TextEncoder().encode(SECRET);

const t = useTestApp();
beforeAll(async () => {
  t.app.deps.tokens = new AccessTokens(SECRET, 3600);
});

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

  it("signs standard HS256 tokens (a JWT library reads them) and refuses any other algorithm or a change", async () => {
    const tokens = new AccessTokens(SECRET, 3600);
    const userId = "0b6f2c1e-6a4d-4c0e-9a57-1f2d3c4b5a69";
    const token = await tokens.sign({ userId, tokenVersion: 3 });
    const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ["HS256"] });
    expect(protectedHeader.alg).toBe("HS256");
    expect(payload).toMatchObject({ sub: userId, ver: 3 });
    expect(await tokens.verify(token)).toMatchObject({ userId, tokenVersion: 3 });

    const [header, body, signature] = token.split(".") as [string, string, string];
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const forged = [
      `${encode({ alg: "none", typ: "JWT" })}.${body}.`,
      `${encode({ alg: "HS512", typ: "JWT" })}.${body}.${signature}`,
      `${encode({ alg: "HS256", crit: ["b64"], b64: false })}.${body}.${signature}`,
      `${header}.${encode({ ...payload, ver: 4 })}.${signature}`,
      `${header}.${body}.${signature.slice(0, -2)}`,
      `${header}.${body}`,
      "not-a-token",
    ];
    for (const bad of forged) expect(await tokens.verify(bad), bad).toBeNull();
    // A minute after it expires, the same token is refused.
    expect(await tokens.verify(token, Date.now() + 3_660_000)).toBeNull();
    const notYet = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuedAt()
      .setNotBefore(now() + 600)
      .setExpirationTime(now() + 3600)
      .sign(key);
    expect(await tokens.verify(notYet)).toBeNull();
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
