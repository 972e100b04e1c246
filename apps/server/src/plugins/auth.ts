import { ERROR_MESSAGES } from "@app/contract/errors";
import { decideAccess } from "@app/domain/access";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { UserRow } from "../db/database.ts";
import { forbidden, unauthorized } from "../lib/app-error.ts";
import type { RouteAccess } from "../lib/route.ts";
import { AuthUserCache } from "./auth-user-cache.ts";

/** The signed-in caller as routes see it. */
export interface AuthUser {
  id: string;
  role: "student" | "parent" | "tutor" | "admin";
  tutorStatus: "applicant" | "approved" | null;
}

declare module "fastify" {
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** The caller's full row, loaded once by the access check (internal: never sent as is). */
    authRow: UserRow | null;
    /** The change feed's write count when the request began (see the onSend hook below). */
    writesAtStart: number;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Every API route registered, with what it declared; the route-table test reads it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

async function authenticate(users: AuthUserCache, req: FastifyRequest): Promise<UserRow> {
  const header = req.headers.authorization;
  if (!header) throw unauthorized(ERROR_MESSAGES.authRequired);
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) throw unauthorized(ERROR_MESSAGES.invalidToken);
  const row = await users.findUser(match[1].trim());
  if (!row) throw unauthorized(ERROR_MESSAGES.invalidToken);
  return row;
}

/**
 * Enforces who may call each route, from the first request: every /api route must declare its
 * access (a route that declares nothing fails to register), and the check runs before the body
 * is read. The account behind a token comes from memory once known (auth-user-cache.ts).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const registered: RegisteredRoute[] = [];
  const { changes } = app.deps;
  const users = new AuthUserCache(app.deps);
  app.decorate("registeredRoutes", registered);
  app.decorateRequest("authUser", null);
  app.decorateRequest("authRow", null);
  app.decorateRequest("writesAtStart", 0);

  app.addHook("onRoute", (route) => {
    if (!route.url?.startsWith("/api")) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      registered.push({ method, url: route.url, access });
    }
    if (!access) throw new Error(`Route ${methods.join(",")} ${route.url} declares no access`);
  });

  app.addHook("onRequest", async (req) => {
    req.writesAtStart = changes.writeCount;
    const access = req.routeOptions.config?.access;
    if (!access || access === "public") return;
    const row = await authenticate(users, req);
    const user: AuthUser = { id: row.id, role: row.role, tutorStatus: row.tutor_status };
    req.authUser = user;
    req.authRow = row;
    if (Array.isArray(access)) {
      if (!access.includes(user.role)) throw forbidden();
      return;
    }
    const decision = decideAccess(access as Exclude<RouteAccess, readonly unknown[]>, user);
    if (decision === "under-review") throw forbidden("Your tutor application is under review");
    if (decision !== "allow") throw forbidden();
  });

  // A request that changed an account or the content answers only once this process has applied
  // the change, so the caller's next request cannot meet a copy from before it (change-feed.ts).
  app.addHook("onSend", async (req, _reply, payload) => {
    await changes.settle(req.writesAtStart);
    return payload;
  });
});

declare module "fastify" {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}
