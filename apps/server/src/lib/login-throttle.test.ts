import { ERROR_MESSAGES } from "@app/contract/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, TEST_PASSWORD, type TestApp } from "../test/helpers.ts";
import { freeFailuresPerPair, MemoryFailureStore, StoredLoginThrottle } from "./login-throttle.ts";
import { TableFailureStore } from "./shared-limits.ts";

// The table store's rules must be the memory store's: the same tests run on both.
const shared = await buildTestApp();
afterAll(() => shared.close());

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each([
  ["in memory", async () => new MemoryFailureStore()],
  [
    "in a table (several processes)",
    async () => {
      await shared.database.db.deleteFrom("login_failures").execute();
      return new TableFailureStore(shared.database.db);
    },
  ],
] as const)("the sign-in throttle %s", (_where, createStore) => {
  const limits = { freeFailuresPerAccount: 4, freeFailuresPerAddress: 6, freeFailuresPerPair: 2 };
  const at = (address: string, account = "acct") => ({ address, account });

  it("holds a pair after its free failures, with delays that grow and stop at 15 minutes", async () => {
    const throttle = new StoredLoginThrottle(limits, await createStore());
    let now = 1_000_000;
    await throttle.recordFailure(at("a"), now);
    expect(await throttle.waitBeforeAttempt(at("a"), now)).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      await throttle.recordFailure(at("a"), now);
      const wait = await throttle.waitBeforeAttempt(at("a"), now);
      waits.push(wait);
      now += wait;
    }
    expect(waits.slice(0, 4)).toEqual([30 * SECOND, 60 * SECOND, 2 * MINUTE, 4 * MINUTE]);
    expect(Math.max(...waits)).toBe(15 * MINUTE);
    expect(waits.at(-1)).toBe(15 * MINUTE);
  });

  it("reports the real remaining wait as time passes", async () => {
    const throttle = new StoredLoginThrottle(limits, await createStore());
    await throttle.recordFailure(at("a"), 0);
    await throttle.recordFailure(at("a"), 0);
    expect(await throttle.waitBeforeAttempt(at("a"), 10 * SECOND)).toBe(20 * SECOND);
    expect(await throttle.waitBeforeAttempt(at("a"), 30 * SECOND)).toBe(0);
  });

  it("never holds the pair of another address because of an account's failures alone", async () => {
    const throttle = new StoredLoginThrottle(limits, await createStore());
    for (const address of ["a", "b", "c", "d", "e", "f"]) await throttle.recordFailure(at(address), 0);
    expect(await throttle.waitBeforeAttempt(at("owner"), 0)).toBe(0);
  });

  it("holds each guessing pair until the slowed account's delay ends", async () => {
    const throttle = new StoredLoginThrottle(limits, await createStore());
    for (const address of ["a", "b", "c", "d"]) await throttle.recordFailure(at(address), 0);
    // The account is now slowed: one more failure from a fresh address holds that address.
    await throttle.recordFailure(at("e"), 0);
    expect(await throttle.waitBeforeAttempt(at("e"), 0)).toBe(60 * SECOND);
    expect(await throttle.waitBeforeAttempt(at("e", "another-account"), 0)).toBe(0);
  });

  it("counts failures per address across accounts, and only failures", async () => {
    const throttle = new StoredLoginThrottle(limits, await createStore());
    for (let i = 0; i < 100; i++) await throttle.recordSuccess(at("school", `pupil-${i}`));
    expect(await throttle.waitBeforeAttempt(at("school", "pupil-0"), 0)).toBe(0);
    for (let i = 0; i < 6; i++) await throttle.recordFailure(at("school", `guess-${i}`), 0);
    // The address is held for the accounts that have failed; a pupil who has not failed goes on.
    expect(await throttle.waitBeforeAttempt(at("school", "guess-0"), 0)).toBe(30 * SECOND);
    expect(await throttle.waitBeforeAttempt(at("school", "pupil-0"), 0)).toBe(0);
    await throttle.recordFailure(at("elsewhere", "pupil-1"), 0);
    expect(await throttle.waitBeforeAttempt(at("school", "pupil-1"), 0)).toBe(30 * SECOND);
  });

  it("starts a pair afresh on success and forgets failures 15 minutes after the last", async () => {
    const throttle = new StoredLoginThrottle(limits, await createStore());
    await throttle.recordFailure(at("a"), 0);
    await throttle.recordSuccess(at("a"));
    await throttle.recordFailure(at("a"), 0);
    expect(await throttle.waitBeforeAttempt(at("a"), 0)).toBe(0);
    await throttle.recordFailure(at("b"), 0);
    await throttle.recordFailure(at("b"), 16 * MINUTE);
    expect(await throttle.waitBeforeAttempt(at("b"), 16 * MINUTE)).toBe(0);
  });

  it("gives a pair half the account's free failures", async () => {
    expect(freeFailuresPerPair(10)).toBe(5);
    expect(freeFailuresPerPair(3)).toBe(2);
    expect(freeFailuresPerPair(1)).toBe(1);
  });
});

describe("sign-in limits through the API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      LOGIN_LIMIT_PER_ACCOUNT: "4",
      LOGIN_LIMIT_PER_ADDRESS: "3",
      RESET_LIMIT_PER_ACCOUNT: "2",
    });
  });
  afterAll(() => t.close());

  const signIn = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress, payload: { username, password } });

  it("lets the right password in while others keep failing on the account", async () => {
    const { user } = await createUser(t);
    for (const address of ["10.0.1.1", "10.0.1.2", "10.0.1.3", "10.0.1.4", "10.0.1.5"]) {
      expect((await signIn(user.username, "wrong-password", address)).statusCode).toBe(401);
    }
    const owner = await signIn(user.username, TEST_PASSWORD, "10.0.9.9");
    expect(owner.statusCode).toBe(200);
    // The guesser's addresses are held until the account's delay ends, the right password too.
    const guesser = await signIn(user.username, TEST_PASSWORD, "10.0.1.5");
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json()).toEqual({ error: ERROR_MESSAGES.rateLimited });
  });

  it("refuses a throttled pair with the real remaining wait, not a fixed minute", async () => {
    const { user } = await createUser(t);
    const address = "10.0.2.1";
    expect((await signIn(user.username, "wrong-password", address)).statusCode).toBe(401);
    expect((await signIn(user.email, "wrong-password", address)).statusCode).toBe(401);
    const held = await signIn(user.username, "wrong-password", address);
    expect(held.statusCode).toBe(429);
    const retryAfter = Number(held.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
  });

  it("counts only failures per address: a school behind one address is not locked out", async () => {
    const address = "10.0.3.1";
    const { user } = await createUser(t);
    for (let i = 0; i < 8; i++) {
      expect((await signIn(user.username, TEST_PASSWORD, address)).statusCode, `sign-in ${i}`).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      expect((await signIn(`nobody_${i}`, "wrong-password", address)).statusCode).toBe(401);
    }
    // Issue 20: the address has met its limit, but this pupil's account has not failed: the right
    // password still signs in from the school's address; a name that failed there waits.
    expect((await signIn(user.username, TEST_PASSWORD, address)).statusCode).toBe(200);
    expect((await signIn("nobody_0", "wrong-password", address)).statusCode).toBe(429);
    const other = (await createUser(t)).user;
    expect((await signIn(other.username, "wrong-password", address)).statusCode).toBe(401);
    expect((await signIn(other.username, TEST_PASSWORD, address)).statusCode).toBe(429);
    expect((await signIn(other.username, TEST_PASSWORD, "10.0.3.2")).statusCode).toBe(200);
  });

  it("counts wrong current passwords on a stolen token as sign-in failures", async () => {
    const { user, token } = await createUser(t);
    const address = "10.0.4.1";
    const change = (currentPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        remoteAddress: address,
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword, newPassword: "a-brand-new-secret" },
      });
    expect((await change("guess-number-1")).statusCode).toBe(400);
    expect((await change("guess-number-2")).statusCode).toBe(400);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(user.username, TEST_PASSWORD, "10.0.4.2")).statusCode).toBe(200);
  });

  it("limits reset requests per account with the real remaining wait", async () => {
    const { user } = await createUser(t);
    const codes: number[] = [];
    let retryAfter = "";
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: user.email },
      });
      codes.push(res.statusCode);
      retryAfter = String(res.headers["retry-after"] ?? "");
    }
    await t.app.deps.jobs.idle();
    expect(codes).toEqual([200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(3000);
    expect(Number(retryAfter)).toBeLessThanOrEqual(3600);
  });
});
