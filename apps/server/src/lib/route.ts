import type { Access } from "@app/domain/access";
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import type { z } from "zod";
import type { AuthUser } from "../plugins/auth.ts";
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

/**
 * Registers a route: declares who may call it (checked by the auth plugin before the handler),
 * validates body, query and params with the contract's schemas, and sends the handler's answer.
 */
export function defineRoute<B = undefined, Q = undefined, P = undefined>(
  app: FastifyInstance,
  def: RouteDefinition<B, Q, P>,
): void {
  app.route({
    method: def.method,
    url: def.url,
    config: {
      access: def.access,
      ...(def.rateLimitPerMinute ? { rateLimit: { max: def.rateLimitPerMinute, timeWindow: 60_000 } } : {}),
    },
    handler: async (req, reply) => {
      const params = def.params ? parseInput(def.params, req.params, "params") : (undefined as P);
      const query = def.query ? parseInput(def.query, req.query, "query") : (undefined as Q);
      const body = def.body ? parseInput(def.body, req.body, "body") : (undefined as B);
      const result = await def.handler({ req, reply, body, query, params, user: req.authUser });
      if (reply.sent) return reply;
      reply.code(def.status ?? 200);
      if (result === undefined) return reply.send();
      return reply.send(result);
    },
  });
}
