import { ERROR_MESSAGES } from "@app/contract/errors";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defineRoute } from "./lib/route.ts";
import { securityHeaders } from "./plugins/security.ts";
import { buildTestApp, call, countRows, createUser, type TestApp, useTestApp } from "./test/helpers.ts";

const t = useTestApp();

describe("the API surface", () => {
  it("GET /api/health answers liveness; GET /api/health/ready checks the database", async () => {
    const live = await call(t, "GET", "/api/health");
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await call(t, "GET", "/api/health/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers unknown /api paths with a JSON 404", async () => {
    for (const url of ["/api/nope", "/api", "/api/auth/nothing-here?x=1"]) {
      const res = await call(t, "GET", url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: ERROR_MESSAGES.routeNotFound });
    }
  });

  it("sends security headers with a strict Content-Security-Policy", async () => {
    const res = await call(t, "GET", "/api/health");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("unsafe-inline");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("sends every security header on every answer, errors and unknown paths too", async () => {
    const expected = securityHeaders(false);
    expect(expected.map(([name]) => name)).not.toContain("Strict-Transport-Security");
    expect(securityHeaders(true).map(([name]) => name)).toContain("Strict-Transport-Security");
    for (const url of ["/api/health", "/api/auth/me", "/api/nope"]) {
      const res = await call(t, "GET", url);
      for (const [name, value] of expected)
        expect(res.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
    }
  });
});

describe("route declarations", () => {
  it("every registered API route declares who may call it", () => {
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((r) => !r.access);
    expect(undeclared).toEqual([]);
    expect(routes).toContainEqual({ method: "GET", url: "/api/admin/outbox", access: "admin" });
    expect(routes).toContainEqual({ method: "GET", url: "/api/auth/me", access: "signed-in" });
  });

  it("refuses to start an app with a route that declares nothing", async () => {
    const start = buildTestApp({}, (app) => {
      app.get("/api/undeclared", async () => ({ ok: true }));
    });
    await expect(start).rejects.toThrow(/declares no access/);
  });
});

describe("errors", () => {
  let boom: TestApp;
  beforeAll(async () => {
    boom = await buildTestApp({}, (app) => {
      defineRoute(app, {
        method: "GET",
        url: "/api/test-only/boom",
        access: "public",
        handler: async () => {
          throw new Error("connection string postgres://secret@db");
        },
      });
    });
  });
  afterAll(() => boom.close());

  it("answers 500 without internals", async () => {
    const res = await boom.app.inject({ method: "GET", url: "/api/test-only/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: ERROR_MESSAGES.internal });
    expect(res.body).not.toContain("secret");
  });
});

describe("admin outbox", () => {
  it("is for admins only", async () => {
    const { token: student } = await createUser(t);
    const { token: tutor } = await createUser(t, { role: "tutor" });
    const { token: admin } = await createUser(t, { role: "admin" });
    expect((await call(t, "GET", "/api/admin/outbox")).statusCode).toBe(401);
    expect((await call(t, "GET", "/api/admin/outbox", { token: student })).statusCode).toBe(403);
    expect((await call(t, "GET", "/api/admin/outbox", { token: tutor })).statusCode).toBe(403);
    const res = await call(t, "GET", "/api/admin/outbox", { token: admin });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().emails)).toBe(true);
  });
});

describe("global rate limit", () => {
  it("answers 429 with the JSON error once an address passes the limit", async () => {
    const limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await call(limited, "GET", "/api/health")).statusCode);
      expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
      expect(codes[4]).toBe(429);
      const res = await call(limited, "GET", "/api/health");
      expect(res.json()).toEqual({ error: ERROR_MESSAGES.rateLimited });
    } finally {
      await limited.close();
    }
  });
});

describe("the global limit's Retry-After", () => {
  it("is the wait left in the address's window, not a fixed minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T10:00:00Z") });
    const limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: "2" });
    try {
      await call(limited, "GET", "/api/public/courses");
      await call(limited, "GET", "/api/public/courses");
      vi.setSystemTime(new Date("2026-11-24T10:00:25Z"));
      const res = await call(limited, "GET", "/api/public/courses");
      expect(res.statusCode).toBe(429);
      expect(res.headers["retry-after"]).toBe("35");
    } finally {
      vi.useRealTimers();
      await limited.close();
    }
  });
});

describe("interest signups and 404 reports", () => {
  it("stores an optional e-mail signup once per page", async () => {
    const before = await countRows(t, "interest_signups");
    const body = { email: "Curious@Example.test", source: "help" };
    const first = await call(t, "POST", "/api/interest-signups", { body });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe("Thanks! We'll be in touch.");
    expect((await call(t, "POST", "/api/interest-signups", { body })).statusCode).toBe(201);
    expect(await countRows(t, "interest_signups")).toBe(before + 1);
    const row = await t.database.db
      .selectFrom("interest_signups")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: "curious@example.test", source: "help" });
  });

  it("refuses a bad e-mail, an unknown page (contact has no signup) and extra fields", async () => {
    const before = await countRows(t, "interest_signups");
    for (const body of [
      { email: "nope", source: "help" },
      { email: "a@b.test", source: "contact" },
      { email: "a@b.test", source: "help", extra: 1 },
    ]) {
      const res = await call(t, "POST", "/api/interest-signups", { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toBeDefined();
    }
    expect(await countRows(t, "interest_signups")).toBe(before);
  });

  it("accepts a 404 report from the web app", async () => {
    const res = await call(t, "POST", "/api/client-events/not-found", { body: { path: "/no/such/page" } });
    expect(res.statusCode).toBe(204);
    expect((await call(t, "POST", "/api/client-events/not-found", { body: {} })).statusCode).toBe(400);
  });
});
