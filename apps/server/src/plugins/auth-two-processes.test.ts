import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildSecondProcess,
  buildTestApp,
  call,
  createLessons,
  createStudent,
  createUser,
  TEST_PASSWORD,
  type TestApp,
} from "../test/helpers.ts";

/**
 * Two app instances on one PostgreSQL schema stand for two server processes behind a load balancer
 * (each has its own pool, its own listening connection and its own memory). What one is told, the
 * other must honour: a revoked token, a sign-in lockout, an admin's change. Runs when
 * TEST_DATABASE_URL names a PostgreSQL server (`npm run test:api:pg`, part of CI).
 *
 * The other process learns of a change from the database's notification, which arrives after the
 * commit; `changes.sync()` waits for it without a clock (a marker of its own, delivered in commit
 * order), so nothing here depends on timing.
 */
const url = process.env.TEST_DATABASE_URL;
const ENV = { LOGIN_LIMIT_PER_ACCOUNT: "4", LOGIN_LIMIT_PER_ADDRESS: "50" };

describe.runIf(url)("two processes on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp(ENV);
    b = await buildSecondProcess(a, ENV);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("refuses in one a token revoked through the other, once the other has heard", async () => {
    const { token } = await createUser(a);
    expect((await call(b, "GET", "/api/auth/me", { token })).statusCode).toBe(200);
    expect((await call(a, "GET", "/api/auth/me", { token })).statusCode).toBe(200);
    expect((await call(a, "POST", "/api/auth/logout-all", { token })).statusCode).toBe(200);
    await b.app.deps.changes.sync();
    expect((await call(b, "GET", "/api/auth/me", { token })).statusCode).toBe(401);
    expect((await call(a, "GET", "/api/auth/me", { token })).statusCode).toBe(401);
  });

  it("applies in one a role change made through the other's database connection", async () => {
    const { user, token } = await createUser(a, { role: "admin" });
    expect((await call(b, "GET", "/api/admin/outbox", { token })).statusCode).toBe(200);
    await a.database.db.updateTable("users").set({ role: "student" }).where("id", "=", user.id).execute();
    await b.app.deps.changes.sync();
    expect((await call(b, "GET", "/api/admin/outbox", { token })).statusCode).toBe(403);
  });

  it("shows in one an admin's change to a learning path made through the other", async () => {
    const admin = (await createUser(a, { role: "admin" })).token;
    const student = (await createUser(a, { role: "student" })).token;
    const path = await a.database.db
      .insertInto("learning_paths")
      .values({
        slug: "two-apps",
        title: "Before",
        subject: "Mathematics",
        grade_band: "9-12",
        description: "",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const get = (t: TestApp) => call(t, "GET", `/api/learning-paths/${path.id}`, { token: student });
    expect((await get(b)).json().title).toBe("Before");
    const patched = await call(a, "PATCH", `/api/learning-paths/${path.id}`, {
      token: admin,
      body: { title: "After" },
    });
    expect(patched.statusCode).toBe(200);
    await b.app.deps.changes.sync();
    expect((await get(b)).json().title).toBe("After");
    expect((await get(a)).json().title).toBe("After");
  });

  it("shows in one a student's answer recorded through the other", async () => {
    const lessons = await createLessons(a, 1);
    const s = await createStudent(a);
    const url = `/api/material-progress/${lessons.materialIds[0]}`;
    const answered = async (t: TestApp) =>
      (await call(t, "GET", url, { token: s.token })).json().total_questions_answered;
    expect(await answered(b)).toBe(0);
    const attempt = await call(a, "POST", `${url}/question-attempt`, {
      token: s.token,
      body: { question_id: "q1", answer: "2" },
    });
    expect(attempt.statusCode).toBe(200);
    await b.app.deps.changes.sync();
    expect(await answered(b)).toBe(1);
    expect(await answered(a)).toBe(1);
  });

  it("holds in one a sign-in lockout earned through the other", async () => {
    const { user } = await createUser(a);
    const signIn = (t: TestApp, password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "10.9.0.1",
        payload: { username: user.username, password },
      });
    // Two free failures for the pair (half the account's four), then the pair is held.
    expect((await signIn(a, "wrong-password-1")).statusCode).toBe(401);
    expect((await signIn(b, "wrong-password-2")).statusCode).toBe(401);
    const held = await signIn(a, TEST_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect((await signIn(b, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it("counts reset requests per account across both", async () => {
    const { user } = await createUser(a);
    const forgot = (t: TestApp) =>
      t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: user.email } });
    const codes = [];
    for (const t of [a, b, a, b, a, b]) codes.push((await forgot(t)).statusCode);
    await a.app.deps.jobs.idle();
    await b.app.deps.jobs.idle();
    // RESET_LIMIT_PER_ACCOUNT defaults to 5 an hour, wherever the request lands.
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
