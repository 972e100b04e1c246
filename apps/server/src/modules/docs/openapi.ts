import { z } from "zod";
import { type DeclaredRoute, declaredStatuses, type RouteAccess } from "../../lib/route.ts";

/** JSON Schema as the document carries it. */
type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  "x-access": string;
  security?: Record<string, string[]>[];
  parameters?: {
    name: string;
    in: "path" | "query";
    required: boolean;
    schema: JsonSchema;
    description?: string;
  }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

const ERROR_REF = { $ref: "#/components/schemas/Error" };
const ERROR_ANSWERS: Record<string, string> = {
  "400": "The request is not valid: `error` says why, `details` names each field",
  "401": "Not signed in, or the token is no longer valid (on sign-in: the wrong name or password)",
  "402": "No credit left to pay for this",
  "403": "Signed in, but this account may not do this",
  "404": "No such thing (or not one this account may know of)",
  "409": "The request conflicts with the current state",
  "413": "The body or file is too large",
  "415": "The body is not of a type this call reads",
  "416": "The byte range asked for is outside the file",
  "429": "Too many requests: `Retry-After` says when to try again",
  "502": "A payment provider did not answer",
  "503": "Not ready: the database or the storage is not reachable",
  "507": "The server's disk is full: nothing was written",
};

/** How a route's access level reads in the reference. */
export function describeAccess(access: RouteAccess): string {
  if (typeof access === "string") {
    return {
      public: "public",
      "signed-in": "any signed-in user",
      tutor: "approved tutors and admins",
      admin: "admins",
    }[access];
  }
  return `roles: ${access.join(", ")}`;
}

/** A zod schema as JSON Schema (2020-12, what OpenAPI 3.1 uses); refinements are left out. */
function toJson(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** "/api/quizzes/:id" → "/api/quizzes/{id}". */
export function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}");
}

function operationId(route: DeclaredRoute): string {
  const words = route.url
    .replace(/^\/api\//, "")
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by ${part.slice(1)}` : part))
    .flatMap((part) => part.split(" "));
  const camel = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
  return `${route.method.toLowerCase()}${camel}`;
}

/** The area a route belongs to: the first part of its path ("openapi.json" reads as "docs"). */
function tagOf(url: string): string {
  const first = url.replace(/^\/api\//, "").split("/")[0] ?? "api";
  return first === "openapi.json" ? "docs" : first;
}

function parametersOf(route: DeclaredRoute): OpenApiOperation["parameters"] {
  const parameters: NonNullable<OpenApiOperation["parameters"]> = [];
  for (const [where, schema] of [
    ["path", route.params],
    ["query", route.query],
  ] as const) {
    if (!schema) continue;
    const json = toJson(schema, "input");
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      const description = typeof property.description === "string" ? property.description : undefined;
      parameters.push({
        name,
        in: where,
        required: where === "path" || required.has(name),
        schema: property,
        ...(description ? { description } : {}),
      });
    }
  }
  return parameters.length > 0 ? parameters : undefined;
}

function operationOf(route: DeclaredRoute): OpenApiOperation {
  const access = describeAccess(route.access);
  const success: OpenApiOperation["responses"][string] = route.response
    ? {
        description: "Success",
        content: { "application/json": { schema: toJson(route.response, "output") } },
      }
    : route.produces
      ? {
          description: "Success",
          content: { [route.produces]: { schema: { type: "string", contentMediaType: route.produces } } },
        }
      : { description: route.status === 204 ? "Done, nothing to answer" : "Success (not yet described)" };
  const responses: OpenApiOperation["responses"] = { [String(route.status)]: success };
  for (const status of declaredStatuses(route)) {
    const code = String(status);
    if (code === String(route.status)) continue;
    const description = ERROR_ANSWERS[code] ?? "Success";
    // A page answers its 404 as a page (the app shows it), not as JSON.
    const content: Record<string, { schema: JsonSchema }> | undefined =
      route.produces === "text/html" && code === "404"
        ? { "text/html": { schema: { type: "string", contentMediaType: "text/html" } } }
        : status < 300
          ? undefined
          : { "application/json": { schema: ERROR_REF } };
    responses[code] = { description, ...(content ? { content } : {}) };
  }
  const operation: OpenApiOperation = {
    operationId: operationId(route),
    summary: route.summary ?? `${route.method} ${route.url}`,
    tags: [tagOf(route.url)],
    "x-access": access,
    responses,
  };
  if (route.access !== "public") operation.security = [{ bearerAuth: [] }];
  const parameters = parametersOf(route);
  if (parameters) operation.parameters = parameters;
  if (route.body) {
    operation.requestBody = {
      required: true,
      content: { "application/json": { schema: toJson(route.body, "input") } },
    };
  }
  return operation;
}

/** The OpenAPI 3.1 document of every declared route, built from the contract's schemas. */
export function buildOpenApiDocument(routes: DeclaredRoute[]): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  const tags = new Set<string>();
  for (const route of routes) {
    const path = toOpenApiPath(route.url);
    const operation = operationOf(route);
    for (const tag of operation.tags) tags.add(tag);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Brightpath API",
      version: "1",
      description:
        "Every call of the tutoring platform. Send the access token from sign-in as `Authorization: Bearer <token>`. " +
        "Each operation's `x-access` says who may call it; the server checks it on every request.",
    },
    servers: [{ url: "/" }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: {
        Error: {
          type: "object",
          required: ["error"],
          properties: {
            error: { type: "string" },
            details: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
          },
        },
      },
    },
  };
}
