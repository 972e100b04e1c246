import type { LightMyRequestResponse } from "fastify";
import type { z } from "zod";
import { type DeclaredRoute, declaredStatuses, listDeclaredRoutes } from "../../lib/route.ts";
import type { TestApp } from "../helpers.ts";

/** Every /api route the app registered, with what it declared through defineRoute. */
export function apiRoutes(t: TestApp): DeclaredRoute[] {
  const declared = new Map(listDeclaredRoutes().map((r) => [`${r.method} ${r.url}`, r]));
  return t.app.apiRoutes.map((key) => {
    const route = declared.get(key);
    if (!route) throw new Error(`${key} is registered without defineRoute`);
    return route;
  });
}

/** The keys of an object schema (none for any other schema). */
export function keysOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as unknown as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)
    ?._zod?.def?.shape;
  return Object.keys(shape ?? {});
}

export const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);

/** The address with its parameters filled in (a placeholder id where none is given). */
export function fillUrl(url: string, params: Record<string, string | number> = {}): string {
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? 1)));
}

const BOUNDARY = "----access-matrix-boundary";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Calls a route as a caller (or nobody) and checks its status is one the route declares. */
export async function callRoute(
  t: TestApp,
  route: DeclaredRoute,
  options: {
    token?: string;
    params?: Record<string, string | number>;
    query?: Record<string, string | number>;
    body?: unknown;
    /** A file sent as multipart form data instead of a JSON body. */
    file?: { name: string; type: string; bytes: Buffer };
  },
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams(
    Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString();
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  let payload: object | Buffer | undefined = options.body as object | undefined;
  if (options.file) {
    headers["content-type"] = `multipart/form-data; boundary=${BOUNDARY}`;
    payload = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${options.file.name}"\r\n` +
          `Content-Type: ${options.file.type}\r\n\r\n`,
      ),
      options.file.bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  }
  const res = await t.app.inject({
    method: route.method as Method,
    url: `${fillUrl(route.url, options.params)}${query ? `?${query}` : ""}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  const allowed = declaredStatuses(route);
  if (!allowed.includes(res.statusCode))
    throw new Error(
      `${route.method} ${route.url} answered ${res.statusCode}, which its OpenAPI operation does not declare (${allowed.join(", ")}): ${res.body.slice(0, 200)}`,
    );
  return res;
}
