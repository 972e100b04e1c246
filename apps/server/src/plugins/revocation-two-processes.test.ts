import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildSecondProcess,
  buildTestApp,
  call,
  createUser,
  TEST_PASSWORD,
  type TestApp,
} from "../test/helpers.ts";

/**
 * Issue 20.4: a revoked token must be refused by every process from the moment the revoking request
 * has answered (docs/security.md: "every older token stops working on its next request"), not once
 * the other processes have heard of it. Process b hears every database notification late, as a busy
 * worker does; the revoking request through a must still answer only once b has dropped the
 * account. PostgreSQL only (TEST_DATABASE_URL).
 */
const url = process.env.TEST_DATABASE_URL;
const ATTEMPTS = 100;

describe.runIf(url)("revocation across processes on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildSecondProcess(a, {}, { hearsLateMs: 300 });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Old-token requests to b that were answered 200, sent one after another at once. */
  async function acceptedBy(t: TestApp, token: string) {
    let accepted = 0;
    for (let i = 0; i < ATTEMPTS; i++)
      if ((await call(t, "GET", "/api/auth/me", { token })).statusCode === 200) accepted++;
    return accepted;
  }

  it("refuses in the other process every request after 'sign out everywhere' answered", async () => {
    const { token } = await createUser(a);
    expect((await call(b, "GET", "/api/auth/me", { token })).statusCode).toBe(200);
    expect((await call(a, "POST", "/api/auth/logout-all", { token })).statusCode).toBe(200);
    expect(await acceptedBy(b, token)).toBe(0);
    expect(await acceptedBy(a, token)).toBe(0);
  });

  it("refuses in the other process every request after a password change answered", async () => {
    const { token } = await createUser(a);
    expect((await call(b, "GET", "/api/auth/me", { token })).statusCode).toBe(200);
    const changed = await call(a, "POST", "/api/auth/change-password", {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: "a-new-strong-password-7" },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    expect(await acceptedBy(b, token)).toBe(0);
  });
});
