import { ERROR_MESSAGES } from "@app/contract/errors";
import { describe, expect, it } from "vitest";
import { call, countRows, createUser, lastEmailTo, TEST_PASSWORD, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();

/** A user whose address is verified, with a second session (another device). */
async function verifiedUser() {
  const { user, token } = await createUser(t);
  await t.database.db
    .updateTable("users")
    .set({ email_verified_at: new Date() })
    .where("id", "=", user.id)
    .execute();
  const otherDevice = await t.app.deps.tokens.sign({ userId: user.id, tokenVersion: user.token_version });
  return { user, token, otherDevice, newEmail: `new_${user.username}@example.test` };
}

async function stored(id: string) {
  return t.database.db
    .selectFrom("users")
    .select(["email", "pending_email", "email_verified_at", "token_version"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

describe("changing one's own e-mail", () => {
  it("needs the current password: missing or wrong is a 400 on that field, and changes nothing", async () => {
    const { user, token, newEmail } = await verifiedUser();
    const outbox = await countRows(t, "email_outbox");
    const missing = await call(t, "PUT", `/api/auth/users/${user.id}`, { token, body: { email: newEmail } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.current_password).toEqual([ERROR_MESSAGES.currentPasswordRequired]);
    const wrong = await call(t, "PUT", `/api/auth/users/${user.id}`, {
      token,
      body: { email: newEmail, current_password: "not-my-password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.current_password).toEqual([ERROR_MESSAGES.wrongPassword]);
    expect(await stored(user.id)).toMatchObject({ email: user.email, pending_email: null });
    expect(await countRows(t, "email_outbox")).toBe(outbox);
    expect((await call(t, "GET", "/api/auth/me", { token })).statusCode).toBe(200);
  });

  it("keeps the verified address until the new one is confirmed, and tells the old one", async () => {
    const { user, token, newEmail } = await verifiedUser();
    const res = await call(t, "PUT", `/api/auth/users/${user.id}`, {
      token,
      body: { email: newEmail, current_password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, emailVerified: true, pendingEmail: newEmail });
    const notice = await lastEmailTo(t, user.email);
    expect(notice.subject).toBe("Your e-mail address is being changed");
    expect(notice.token).toBeNull();
    const link = await lastEmailTo(t, newEmail);
    expect(link.subject).toMatch(/confirm/i);

    // The new address cannot sign in nor receive a reset before it is confirmed.
    const signIn = await call(t, "POST", "/api/auth/login", {
      body: { username: newEmail, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    const outbox = await countRows(t, "email_outbox");
    await call(t, "POST", "/api/auth/forgot-password", { body: { email: newEmail } });
    await t.app.deps.jobs.idle();
    expect(await countRows(t, "email_outbox")).toBe(outbox);

    const confirmed = await call(t, "POST", "/api/auth/verify-email", { body: { token: link.token } });
    expect(confirmed.statusCode).toBe(200);
    const after = await stored(user.id);
    expect(after).toMatchObject({ email: newEmail, pending_email: null });
    expect(after.email_verified_at).not.toBeNull();
  });

  it("ends every other session and answers a fresh token for this one", async () => {
    const { user, token, otherDevice, newEmail } = await verifiedUser();
    const res = await call(t, "PUT", `/api/auth/users/${user.id}`, {
      token,
      body: { email: newEmail, current_password: TEST_PASSWORD },
    });
    const fresh = res.json().access_token;
    expect(typeof fresh).toBe("string");
    expect((await call(t, "GET", "/api/auth/me", { token: otherDevice })).statusCode).toBe(401);
    expect((await call(t, "GET", "/api/auth/me", { token })).statusCode).toBe(401);
    const me = await call(t, "GET", "/api/auth/me", { token: fresh });
    expect(me.statusCode).toBe(200);
    expect(me.json().pendingEmail).toBe(newEmail);
  });

  it("needs no password for names, and ends no session for them", async () => {
    const { user, token, otherDevice } = await verifiedUser();
    const res = await call(t, "PUT", `/api/auth/users/${user.id}`, { token, body: { first_name: "Ada" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toBeUndefined();
    expect((await call(t, "GET", "/api/auth/me", { token: otherDevice })).statusCode).toBe(200);
  });

  it("a reset from the old address withdraws the change, so a stolen password cannot finish it", async () => {
    const { user, token, newEmail } = await verifiedUser();
    await call(t, "PUT", `/api/auth/users/${user.id}`, {
      token,
      body: { email: newEmail, current_password: TEST_PASSWORD },
    });
    const link = await lastEmailTo(t, newEmail);
    await call(t, "POST", "/api/auth/forgot-password", { body: { email: user.email } });
    await t.app.deps.jobs.idle();
    const reset = await lastEmailTo(t, user.email);
    const done = await call(t, "POST", "/api/auth/reset-password", {
      body: { token: reset.token, password: "a-brand-new-secret" },
    });
    expect(done.statusCode).toBe(200);
    expect(await stored(user.id)).toMatchObject({ email: user.email, pending_email: null });
    const late = await call(t, "POST", "/api/auth/verify-email", { body: { token: link.token } });
    expect(late.statusCode).toBe(400);
    expect((await stored(user.id)).email).toBe(user.email);
  });

  it("refuses the confirmation when another account took the address meanwhile", async () => {
    const { user, token, newEmail } = await verifiedUser();
    await call(t, "PUT", `/api/auth/users/${user.id}`, {
      token,
      body: { email: newEmail, current_password: TEST_PASSWORD },
    });
    const link = await lastEmailTo(t, newEmail);
    await createUser(t, { email: newEmail, username: `taker_${user.username}`.slice(0, 30) });
    const res = await call(t, "POST", "/api/auth/verify-email", { body: { token: link.token } });
    expect(res.statusCode).toBe(409);
    expect((await stored(user.id)).email).toBe(user.email);
  });
});

describe("an admin changing someone else's e-mail", () => {
  it("needs no password of the person, but the new address must confirm and their sessions end", async () => {
    const { user, otherDevice, newEmail } = await verifiedUser();
    const { token: adminToken } = await createUser(t, { role: "admin" });
    const res = await call(t, "PUT", `/api/auth/users/${user.id}`, {
      token: adminToken,
      body: { email: newEmail },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect(res.json().access_token).toBeUndefined();
    expect((await lastEmailTo(t, user.email)).subject).toBe("Your e-mail address is being changed");
    expect((await call(t, "GET", "/api/auth/me", { token: otherDevice })).statusCode).toBe(401);
    expect((await call(t, "GET", "/api/auth/me", { token: adminToken })).statusCode).toBe(200);
  });
});
