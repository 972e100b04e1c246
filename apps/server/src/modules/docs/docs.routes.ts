import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { sendHtmlPage } from "../../lib/html-page.ts";
import { defineRoute, listDeclaredRoutes } from "../../lib/route.ts";
import { renderDocsPage } from "./docs-page.ts";
import { buildOpenApiDocument, type OpenApiDocument } from "./openapi.ts";

const openApiResponseSchema = z.looseObject({
  openapi: z.literal("3.1.0"),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every route, made from the same contract
 * schemas the routes validate with; GET /api/docs: the same, as a page to read.
 */
export async function docsRoutes(app: FastifyInstance) {
  // Built on first use, when every module has declared its routes.
  let document: OpenApiDocument | undefined;
  const current = () => {
    document ??= buildOpenApiDocument(listDeclaredRoutes());
    return document;
  };

  defineRoute(app, {
    method: "GET",
    url: "/api/openapi.json",
    access: "public",
    summary: "This API as an OpenAPI 3.1 document",
    response: openApiResponseSchema,
    handler: async () => current(),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/docs",
    access: "public",
    summary: "This API's reference, as a page to read",
    produces: "text/html",
    handler: async ({ reply }) => sendHtmlPage(reply, renderDocsPage(current())),
  });
}
