import { beforeAll, describe, expect, it } from "vitest";
import { listDeclaredRoutes } from "../../lib/route.ts";
import { buildTestApp, call, useTestApp } from "../../test/helpers.ts";
import type { OpenApiDocument } from "./openapi.ts";
import { toOpenApiPath } from "./openapi.ts";

const t = useTestApp();
let doc: OpenApiDocument;

beforeAll(async () => {
  const res = await call(t, "GET", "/api/openapi.json");
  expect(res.statusCode).toBe(200);
  doc = res.json() as OpenApiDocument;
});

const operationOf = (key: string) => {
  const [method, url] = key.split(" ") as [string, string];
  return doc.paths[toOpenApiPath(url)]?.[method.toLowerCase()];
};

describe("the API's own description", () => {
  it("declares every /api route through defineRoute, so each has an access level and schemas", () => {
    const declared = new Set(listDeclaredRoutes().map((r) => `${r.method} ${r.url}`));
    const undeclared = t.app.apiRoutes.filter((key) => !declared.has(key));
    expect(undeclared).toEqual([]);
    expect(t.app.apiRoutes.length).toBeGreaterThan(50);
  });

  it("lists every registered route in /api/openapi.json (OpenAPI 3.1) with who may call it", () => {
    expect(doc.openapi).toBe("3.1.0");
    const missing = t.app.apiRoutes.filter((key) => !operationOf(key));
    expect(missing).toEqual([]);
    for (const key of t.app.apiRoutes) {
      const op = operationOf(key)!;
      expect(op["x-access"], key).toMatch(/\w/);
      if (op["x-access"] !== "public") expect(op.security, key).toEqual([{ bearerAuth: [] }]);
    }
    const ids = t.app.apiRoutes.map((key) => operationOf(key)!.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("describes parameters, bodies and answers from the contract's schemas", () => {
    const login = operationOf("POST /api/auth/login")!;
    expect(login["x-access"]).toBe("public");
    expect(JSON.stringify(login.requestBody)).toContain("password");
    const path = operationOf("GET /api/learning-paths/:id")!;
    expect(path.parameters?.find((p) => p.name === "id")).toMatchObject({ in: "path", required: true });
    expect(path.parameters?.some((p) => p.name === "student_id" && p.in === "query" && !p.required)).toBe(
      true,
    );
  });

  it("gives every route the schema of its answer (or the content type of a file or page)", () => {
    const without = listDeclaredRoutes()
      .filter((r) => !r.response && !r.produces && r.status !== 204)
      .map((r) => `${r.method} ${r.url}`);
    expect(without).toEqual([]);
    const described = listDeclaredRoutes().filter((r) => r.response);
    for (const r of described) {
      const op = operationOf(`${r.method} ${r.url}`)!;
      expect(
        op.responses[String(r.status)]?.content?.["application/json"],
        `${r.method} ${r.url}`,
      ).toBeDefined();
    }
  });

  it("declares every status an operation can answer (issue 20 item 5), derived from the route", () => {
    const codes = (key: string) => Object.keys(operationOf(key)!.responses);
    expect(codes("POST /api/auth/login")).toContain("401");
    expect(codes("POST /api/booking/lessons")).toEqual(expect.arrayContaining(["402", "409", "403"]));
    expect(codes("POST /api/assignments/:id/attachments")).toEqual(expect.arrayContaining(["413", "415"]));
    expect(codes("GET /api/assignments/:id")).toEqual(expect.arrayContaining(["401", "403", "404"]));
    expect(codes("GET /api/public/pricing")).not.toContain("401");
    for (const key of t.app.apiRoutes) {
      const op = operationOf(key)!;
      expect(Object.keys(op.responses), key).toEqual(expect.arrayContaining(["400", "429"]));
      if (op["x-access"] !== "public") expect(Object.keys(op.responses), key).toContain("403");
    }
    // A page's 404 is the page (the app shows it), and the document says so.
    const page = operationOf("GET /blog/:slug")!.responses["404"];
    expect(Object.keys(page?.content ?? {})).toEqual(["text/html"]);
  });

  it("serves a readable reference at /api/docs: every route, no script, nothing from elsewhere", async () => {
    const res = await call(t, "GET", "/api/docs");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    const html = res.body;
    for (const key of t.app.apiRoutes) expect(html).toContain(toOpenApiPath(key.split(" ")[1]!));
    expect(html).not.toMatch(/<script|<link|src="http|href="http/i);
    expect(html).toContain("admins");
  });
});

describe("answers checked against the contract", () => {
  it("fails loudly outside production when a route answers outside its response schema", async () => {
    const { z } = await import("zod");
    const { defineRoute } = await import("../../lib/route.ts");
    const drifted = await buildTestApp({}, (app) => {
      defineRoute(app, {
        method: "GET",
        url: "/api/test-only/drifted",
        access: "public",
        response: z.object({ count: z.number() }),
        handler: async () => ({ count: "three" }),
      });
      defineRoute(app, {
        method: "GET",
        url: "/api/test-only/kept",
        access: "public",
        response: z.object({ at: z.string() }),
        handler: async () => ({ at: new Date(0) }),
      });
    });
    try {
      expect((await call(drifted, "GET", "/api/test-only/drifted")).statusCode).toBe(500);
      // Checked as JSON, the way the browser gets it: a Date is its ISO string by then.
      const kept = await call(drifted, "GET", "/api/test-only/kept");
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toEqual({ at: "1970-01-01T00:00:00.000Z" });
    } finally {
      await drifted.close();
    }
  });
});
