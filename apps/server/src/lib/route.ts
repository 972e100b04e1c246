import { ERROR_MESSAGES } from "@app/contract/errors";
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from "@app/contract/primitives";
import type { Access } from "@app/domain/access";
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import type { z } from "zod";
import { badRequest, unauthorized } from "./app-error.ts";
import type { AuthUser } from "./auth-user.ts";
import { isMultipartParseError, MALFORMED_MULTIPART_MESSAGE } from "./multipart.ts";
import { parseInput } from "./validate.ts";

/** Who may call a route: an access level, or a list of roles. */
export type RouteAccess = Access | readonly AuthUser["role"][];

/**
 * The caller a handler receives for a route's access: the signed-in user wherever access is not
 * public (the auth plugin refuses anyone else before the handler runs), maybe nobody on a public one.
 */
export type RouteUser<A extends RouteAccess> = A extends "public" ? AuthUser | null : AuthUser;

/** What a route handler receives: parsed input and the caller. */
export interface RouteContext<B, Q, P, A extends RouteAccess = RouteAccess> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
  /** The signed-in caller; typed as possibly nobody only on public routes. */
  user: RouteUser<A>;
}

export interface RouteDefinition<B, Q, P, A extends RouteAccess = RouteAccess> {
  method: HTTPMethods;
  url: string;
  /** Required on every route: a route that declares nothing does not register. */
  access: A;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /**
   * The contract's schema of a successful answer. Outside production every answer is checked
   * against it (as JSON, the way the browser receives it), so a test fails when the two part.
   */
  response?: z.ZodType;
  /** For an answer that is not JSON (a page, an image, a file): its content type. */
  produces?: string;
  /** One line for the API reference; the path says the rest. */
  summary?: string;
  /** Status of a successful answer; 200 by default. */
  status?: number;
  /** Per-route rate limit (requests per minute per address), tighter than the global one. */
  rateLimitPerMinute?: number;
  /**
   * Statuses this route answers beyond those its declaration implies (see `declaredStatuses`):
   * 402 when no credit is left, 409 on a conflict, 401 for a wrong password on a public route.
   */
  errors?: readonly number[];
  handler: (ctx: RouteContext<B, Q, P, A>) => Promise<unknown>;
}

/** The input schemas a route declared, by "METHOD url". */
export interface RouteInputs {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/** Everything a route declared, for the fuzz test and the OpenAPI document. */
export interface DeclaredRoute extends RouteInputs {
  method: string;
  url: string;
  access: RouteAccess;
  response?: z.ZodType;
  produces?: string;
  summary?: string;
  status: number;
  errors?: readonly number[];
}

// The declarations are the same for every app built in a process, so one table serves them all.
const declaredRoutes = new Map<string, DeclaredRoute>();

/** The schemas a registered route declared (an empty object for a route that reads no input). */
export function getRouteInputs(method: string, url: string): RouteInputs | undefined {
  return declaredRoutes.get(`${method} ${url}`);
}

/** Every route declared with `defineRoute`, in the order they were declared. */
export function listDeclaredRoutes(): DeclaredRoute[] {
  return [...declaredRoutes.values()];
}

const ID_KEY = /(^id|_id|Id|_ids)$/;

/** Whether a schema (or any option of a union) has a key naming a stored thing (`student_id`, …). */
function namesAnObject(schema: z.ZodType | undefined): boolean {
  const def = (
    schema as unknown as
      | { _zod?: { def?: { shape?: Record<string, unknown>; options?: z.ZodType[] } } }
      | undefined
  )?._zod?.def;
  if (def?.options?.some(namesAnObject)) return true;
  return Object.keys(def?.shape ?? {}).some((key) => ID_KEY.test(key));
}

/**
 * Every status a route can answer, derived from its declaration so a new route is described
 * truly without anyone listing codes: its success; 400 (any address, query or body may be
 * malformed) and 429 (the per-address limit) everywhere; 401 and 403 where access is not public
 * (signed out; the wrong role, an applicant, or an object the caller may not touch); 404 where
 * the request names a stored thing (a path parameter or an `…_id`); 409, 413, 415 and 507 where
 * it writes (a state that refuses the change, too large, not JSON, the disk full); plus the
 * route's own `errors`.
 */
export function declaredStatuses(route: DeclaredRoute): number[] {
  const statuses = new Set<number>([route.status, 400, 429, ...(route.errors ?? [])]);
  if (route.access !== "public") for (const code of [401, 403]) statuses.add(code);
  if (route.url.includes("/:") || namesAnObject(route.query) || namesAnObject(route.body)) statuses.add(404);
  if (route.method !== "GET" && route.method !== "HEAD")
    for (const code of [409, 413, 415, 507]) statuses.add(code);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Registers a route: declares who may call it (checked by the auth plugin before the handler),
 * validates body, query and params with the contract's schemas, and sends the handler's answer.
 */
export function defineRoute<
  B = undefined,
  Q = undefined,
  P = undefined,
  const A extends RouteAccess = RouteAccess,
>(app: FastifyInstance, def: RouteDefinition<B, Q, P, A>): void {
  const status = def.status ?? 200;
  for (const method of Array.isArray(def.method) ? def.method : [def.method]) {
    declaredRoutes.set(`${method} ${def.url}`, {
      method,
      url: def.url,
      access: def.access,
      body: def.body,
      query: def.query,
      params: def.params,
      response: def.response,
      produces: def.produces,
      summary: def.summary,
      status,
      ...(def.errors ? { errors: def.errors } : {}),
    });
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
      // The auth plugin has admitted a signed-in caller before any route that is not public.
      if (def.access !== "public" && !req.authUser) throw unauthorized(ERROR_MESSAGES.authRequired);
      const user = req.authUser as RouteUser<A>;
      const result = await def.handler({ req, reply, body, query, params, user }).catch((error) => {
        // Any route that reads an upload: a body the multipart parser cannot read is a 400.
        if (isMultipartParseError(error)) throw badRequest(MALFORMED_MULTIPART_MESSAGE);
        throw error;
      });
      if (reply.sent) return reply;
      reply.code(status);
      if (result === undefined) return reply.send();
      const { env } = req.server.deps.config;
      if (def.response && env !== "production")
        checkAnswer(def.response, result, `${req.method} ${def.url}`, env === "test");
      return reply.send(result);
    },
  });
}

/**
 * Checks an answer against the route's response schema as the browser will see it (after JSON),
 * and fails loudly when they differ: the contract is what the web app parses answers with. In
 * tests (`strict`) a field the schema does not name fails too: the schema's parse would drop it
 * silently, and a presenter that adds one (a parent's e-mail in a student's answer) leaks it.
 */
export function checkAnswer(schema: z.ZodType, result: unknown, route: string, strict = false): void {
  const sent =
    typeof result === "string" || Buffer.isBuffer(result) ? result : JSON.parse(JSON.stringify(result));
  const parsed = schema.safeParse(sent);
  const problems = parsed.success
    ? strict
      ? findExtraFields(sent, parsed.data).map((path) => `${path}: not in the response schema`)
      : []
    : parsed.error.issues.map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`);
  if (problems.length > 0)
    throw new Error(`${route} answered outside its response schema: ${problems.slice(0, 5).join("; ")}`);
}

/** The paths of the keys in `sent` that parsing dropped (zod's objects strip what they do not name). */
export function findExtraFields(sent: unknown, kept: unknown, path = ""): string[] {
  if (Array.isArray(sent))
    return Array.isArray(kept)
      ? sent.flatMap((item, i) => findExtraFields(item, kept[i], `${path}[${i}]`))
      : [];
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.keys(sent).flatMap((key) => {
    const at = path ? `${path}.${key}` : key;
    return key in kept ? findExtraFields(sent[key], kept[key], at) : [at];
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
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
