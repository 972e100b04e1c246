import { decideAccess } from "@app/domain/access";
import { afterAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../../lib/auth-user.ts";
import type { RouteAccess } from "../../lib/route.ts";
import { buildTestApp, createUser } from "../helpers.ts";
import { apiRoutes, callRoute } from "./registry.ts";

/**
 * The access matrix, first half (issue 20): every registered route, read from the route registry
 * so a new route is covered the day it is added, called signed out (401 unless public) and by
 * every kind of account its declared access leaves out (403). The check runs before the body is
 * read, so no body is needed; every status must also be one the route's OpenAPI operation declares.
 */

const t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: "1000000" });
afterAll(() => t.close());

const kinds = [
  { label: "a student", role: "student", tutorStatus: null },
  { label: "a parent", role: "parent", tutorStatus: null },
  { label: "an approved tutor", role: "tutor", tutorStatus: "approved" },
  { label: "a tutor applicant", role: "tutor", tutorStatus: "applicant" },
  { label: "an admin", role: "admin", tutorStatus: null },
] as const;

const callers = await Promise.all(
  kinds.map(async (kind) => ({
    ...kind,
    token: (
      await createUser(t, {
        role: kind.role,
        ...(kind.role === "tutor" ? { tutor_status: kind.tutorStatus ?? "approved" } : {}),
      })
    ).token,
  })),
);

/** Whether an account of this kind passes the route's declared access (as plugins/auth decides). */
function admits(access: RouteAccess, kind: Pick<AuthUser, "role" | "tutorStatus">): boolean {
  if (Array.isArray(access)) return access.includes(kind.role);
  return decideAccess(access as Exclude<RouteAccess, readonly unknown[]>, kind) === "allow";
}

const routes = apiRoutes(t);

describe("who may call each route, as declared", () => {
  it("reads every registered route from the registry", () => {
    expect(routes.length).toBe(t.app.apiRoutes.length);
    expect(routes.length).toBeGreaterThan(150);
  });

  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    const refused = callers.filter((c) => !admits(route.access, c));
    if (route.access === "public") continue;
    it(`${key}: 401 signed out, 403 for ${refused.map((c) => c.label).join(", ") || "nobody else"}`, async () => {
      const anonymous = await callRoute(t, route, {});
      expect(anonymous.statusCode, `${key} signed out`).toBe(401);
      for (const caller of refused) {
        const res = await callRoute(t, route, { token: caller.token });
        expect(res.statusCode, `${key} as ${caller.label}: ${res.body}`).toBe(403);
      }
    });
  }
});
