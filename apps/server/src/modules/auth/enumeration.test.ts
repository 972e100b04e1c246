import { ERROR_MESSAGES } from "@app/contract/errors";
import { describe, expect, it } from "vitest";
import type { JobQueue } from "../../lib/background-jobs.ts";
import { call, countRows, createUser, registration, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();

describe("forgot-password tells nothing, in its words nor in its time", () => {
  it("answers before looking the account up: the lookup and the e-mail run after the answer", async () => {
    const { user } = await createUser(t);
    const real = t.app.deps.jobs;
    const held: (() => Promise<void>)[] = [];
    const holding: JobQueue = { enqueue: (_name, work) => void held.push(work), idle: async () => {} };
    t.app.deps.jobs = holding;
    try {
      const outbox = await countRows(t, "email_outbox");
      const known = await call(t, "POST", "/api/auth/forgot-password", { body: { email: user.email } });
      const unknown = await call(t, "POST", "/api/auth/forgot-password", {
        body: { email: "nobody-here@example.test" },
      });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      // Both answers went out with the same work still to do, and nothing sent yet.
      expect(held).toHaveLength(2);
      expect(await countRows(t, "email_outbox")).toBe(outbox);
      for (const work of held) await work();
      expect(await countRows(t, "email_outbox")).toBe(outbox + 1);
    } finally {
      t.app.deps.jobs = real;
    }
  });
});

describe("registration probing", () => {
  it("keeps the honest 'already taken' answer, but an address that meets ten in an hour is held", async () => {
    const { user } = await createUser(t);
    const address = "192.0.2.50";
    const register = (body: object) =>
      t.app.inject({ method: "POST", url: "/api/auth/register", remoteAddress: address, payload: body });
    for (let i = 0; i < 10; i++) {
      const res = await register(
        registration({
          email: i % 2 ? user.email : `x${i}_${user.email}`,
          username: i % 2 ? `n${i}_${user.username}` : user.username,
        }),
      );
      expect(res.statusCode, `probe ${i}`).toBe(409);
      expect([ERROR_MESSAGES.emailTaken, ERROR_MESSAGES.usernameTaken]).toContain(res.json().error);
    }
    const users = await countRows(t, "users");
    // Held: a taken name and a free one answer alike, so the answer tells nothing more.
    const taken = await register(registration({ email: user.email }));
    const free = await register(registration());
    expect(taken.statusCode).toBe(429);
    expect(free.statusCode).toBe(429);
    expect(Number(free.headers["retry-after"])).toBeGreaterThan(3000);
    expect(await countRows(t, "users")).toBe(users);
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: "192.0.2.51",
      payload: registration(),
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});
