import { ERROR_MESSAGES } from "@app/contract/errors";
import { describe, expect, it, vi } from "vitest";
import { call, createUser, TEST_PASSWORD, useTestApp } from "../test/helpers.ts";

/**
 * The account behind a token is answered from memory once known (auth-user-cache.ts), and every
 * change to the account takes effect on the very next request. Runs on the embedded database and,
 * with TEST_DATABASE_URL, on PostgreSQL (where the change comes back through LISTEN/NOTIFY).
 */
const t = useTestApp();

/** Counts the reads of the users table the app makes while `work` runs. */
async function countUserReads(work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(t.app.deps.db, "selectFrom");
  try {
    await work();
    return spy.mock.calls.filter(([from]) => from === "users").length;
  } finally {
    spy.mockRestore();
  }
}

const me = (token: string) => call(t, "GET", "/api/auth/me", { token });

describe("the account behind a token, from memory", () => {
  it("reads the account once, then answers from memory", async () => {
    const { token } = await createUser(t);
    expect(await countUserReads(async () => expect((await me(token)).statusCode).toBe(200))).toBe(1);
    expect(await countUserReads(async () => expect((await me(token)).statusCode).toBe(200))).toBe(0);
  });

  it("refuses the old token on the next request after a password change, and reads the account afresh", async () => {
    const { token } = await createUser(t);
    expect((await me(token)).statusCode).toBe(200);
    const changed = await call(t, "POST", "/api/auth/change-password", {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: "a-fresh-pass-42" },
    });
    expect(changed.statusCode).toBe(200);
    const old = await me(token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: ERROR_MESSAGES.invalidToken });
    expect((await me(changed.json().access_token)).statusCode).toBe(200);
  });

  it("refuses every token on the next request after 'sign out everywhere'", async () => {
    const { user, token } = await createUser(t);
    const otherDevice = await t.app.deps.tokens.sign({ userId: user.id, tokenVersion: user.token_version });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(200);
    expect((await call(t, "POST", "/api/auth/logout-all", { token })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
  });

  it("applies a role change made in the database on the next request, both ways", async () => {
    const { user, token } = await createUser(t, { role: "student" });
    const outbox = () => call(t, "GET", "/api/admin/outbox", { token });
    expect((await outbox()).statusCode).toBe(403);
    await t.database.db.updateTable("users").set({ role: "admin" }).where("id", "=", user.id).execute();
    expect((await outbox()).statusCode).toBe(200);
    expect((await me(token)).json().role).toBe("admin");
    await t.database.db.updateTable("users").set({ role: "student" }).where("id", "=", user.id).execute();
    expect((await outbox()).statusCode).toBe(403);
  });

  it("refuses the token of an account deleted after it was cached", async () => {
    const { user, token } = await createUser(t);
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db.deleteFrom("users").where("id", "=", user.id).execute();
    expect((await me(token)).statusCode).toBe(401);
  });

  it("answers the account's new names right after they are changed", async () => {
    const { user, token } = await createUser(t);
    expect((await me(token)).json().firstName).toBe("Test");
    const renamed = await call(t, "PUT", `/api/auth/users/${user.id}`, {
      token,
      body: { first_name: "Grace" },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(token)).json().firstName).toBe("Grace");
  });

  it("keeps nothing while the database's announcements cannot be heard", async () => {
    const { token } = await createUser(t);
    const feed = t.app.deps.changes;
    const isLive = vi.spyOn(feed, "isLive").mockReturnValue(false);
    try {
      expect(await countUserReads(async () => expect((await me(token)).statusCode).toBe(200))).toBe(1);
      expect(await countUserReads(async () => expect((await me(token)).statusCode).toBe(200))).toBe(1);
    } finally {
      isLive.mockRestore();
    }
  });
});
