import { ERROR_MESSAGES } from "@app/contract/errors";
import { decideAccess } from "@app/domain/access";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { UserRow } from "../db/database.ts";
import { forbidden, unauthorized } from "../lib/app-error.ts";
import type { AuthUser } from "../lib/auth-user.ts";
import type { RouteAccess } from "../lib/route.ts";
import { AuthUserCache } from "./auth-user-cache.ts";

declare module "fastify" {
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** The caller's full row, loaded once by the access check (internal: never sent as is). */
    authRow: UserRow | null;
    /** The change feed's write count when the request began (see the onSend hook below). */
    writesAtStart: number;
    /** The change feed's count of account writes when the request began. */
    accountWritesAtStart: number;
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

/** The bearer token of a request; throws the 401 a request without a usable one gets. */
function bearerToken(req: FastifyRequest): string {
  const header = req.headers.authorization;
  if (!header) throw unauthorized(ERROR_MESSAGES.authRequired);
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) throw unauthorized(ERROR_MESSAGES.invalidToken);
  return match[1].trim();
}

/** Lets the caller `row` through `access`, or throws the 403 it gets; notes who called. */
function admit(req: FastifyRequest, access: RouteAccess, row: UserRow | null): void {
  if (!row) throw unauthorized(ERROR_MESSAGES.invalidToken);
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
  app.decorateRequest("accountWritesAtStart", 0);

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

  // The hooks below run on every request: they answer without a promise (so without an extra
  // turn of the event loop) whenever memory has what they need, which is nearly always.
  app.addHook("onRequest", (req, _reply, done) => {
    req.writesAtStart = changes.writeCount;
    req.accountWritesAtStart = changes.accountWriteCount;
    const access = req.routeOptions.config?.access;
    if (!access || access === "public") return done();
    let token: string;
    try {
      token = bearerToken(req);
      const known = users.findUserNow(token);
      if (known !== undefined) {
        admit(req, access, known);
        return done();
      }
    } catch (error) {
      return done(error as Error);
    }
    users.findUser(token).then(
      (row) => {
        try {
          admit(req, access, row);
        } catch (error) {
          return done(error as Error);
        }
        done();
      },
      (error: Error) => done(error),
    );
  });

  // A request that changed an account or the content answers only once this process has applied
  // the change, so the caller's next request cannot meet a copy from before it (change-feed.ts).
  // A request that changed an account (a token revoked, a role changed) answers only once every
  // process has applied it, so no process accepts a revoked token after the answer (issue 20.4).
  app.addHook("onSend", (req, _reply, payload, done) => {
    if (changes.mustReachEveryProcess(req.accountWritesAtStart))
      return changes.reachEveryProcess().then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
    if (!changes.mustSettle(req.writesAtStart)) return done(null, payload);
    changes.settle(req.writesAtStart).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
});

declare module "fastify" {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}
