import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from "@app/contract/primitives";
import type { Access } from "@app/domain/access";
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import type { z } from "zod";
import type { AuthUser } from "../plugins/auth.ts";
import { badRequest } from "./app-error.ts";
import { isMultipartParseError, MALFORMED_MULTIPART_MESSAGE } from "./multipart.ts";
import { parseInput } from "./validate.ts";

/** Who may call a route: an access level, or a list of roles. */
export type RouteAccess = Access | readonly AuthUser["role"][];

/** What a route handler receives: parsed input and the caller. */
export interface RouteContext<B, Q, P> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
  /** The signed-in caller; null only on public routes. */
  user: AuthUser | null;
}

export interface RouteDefinition<B, Q, P> {
  method: HTTPMethods;
  url: string;
  /** Required on every route: a route that declares nothing does not register. */
  access: RouteAccess;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** Status of a successful answer; 200 by default. */
  status?: number;
  /** Per-route rate limit (requests per minute per address), tighter than the global one. */
  rateLimitPerMinute?: number;
  handler: (ctx: RouteContext<B, Q, P>) => Promise<unknown>;
}

/** The input schemas a route declared, by "METHOD url". */
export interface RouteInputs {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

// Kept so the fuzz test can draw requests from every route's own schemas; the schemas are the same
// for every app built in a process, so one table serves them all.
const declaredInputs = new Map<string, RouteInputs>();

/** The schemas a registered route declared (an empty object for a route that reads no input). */
export function getRouteInputs(method: string, url: string): RouteInputs | undefined {
  return declaredInputs.get(`${method} ${url}`);
}

/**
 * Registers a route: declares who may call it (checked by the auth plugin before the handler),
 * validates body, query and params with the contract's schemas, and sends the handler's answer.
 */
export function defineRoute<B = undefined, Q = undefined, P = undefined>(
  app: FastifyInstance,
  def: RouteDefinition<B, Q, P>,
): void {
  for (const method of Array.isArray(def.method) ? def.method : [def.method]) {
    declaredInputs.set(`${method} ${def.url}`, { body: def.body, query: def.query, params: def.params });
  }
  app.route({
    method: def.method,
    url: def.url,
    config: {
      access: def.access,
      ...(def.rateLimitPerMinute ? { rateLimit: { max: def.rateLimitPerMinute, timeWindow: 60_000 } } : {}),
    },
    handler: async (req, reply) => {
      refuseControlCharacters(req);
      const params = def.params ? parseInput(def.params, req.params, "params") : (undefined as P);
      const query = def.query ? parseInput(def.query, req.query, "query") : (undefined as Q);
      const body = def.body ? parseInput(def.body, req.body, "body") : (undefined as B);
      const result = await def
        .handler({ req, reply, body, query, params, user: req.authUser })
        .catch((error) => {
          // Any route that reads an upload: a body the multipart parser cannot read is a 400.
          if (isMultipartParseError(error)) throw badRequest(MALFORMED_MULTIPART_MESSAGE);
          throw error;
        });
      if (reply.sent) return reply;
      reply.code(def.status ?? 200);
      if (result === undefined) return reply.send();
      return reply.send(result);
    },
  });
}

/**
 * Refuses a control character anywhere in the address, query or JSON body, whatever the route's
 * schema says: PostgreSQL cannot store NUL, and no field of the product wants the others.
 */
function refuseControlCharacters(req: FastifyRequest): void {
  const parts = { params: req.params, query: req.query, body: req.body } as const;
  for (const [part, value] of Object.entries(parts)) {
    const found = findControlCharacter(value);
    if (found)
      throw badRequest(CONTROL_CHARACTER_MESSAGE, {
        [[part, ...found].join(".")]: [CONTROL_CHARACTER_MESSAGE],
      });
  }
}
