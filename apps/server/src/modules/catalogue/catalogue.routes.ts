import { templateIdParamsSchema } from "@app/contract/learning";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute } from "../../lib/route.ts";
import * as catalogue from "./catalogue.service.ts";

/** The public catalogue (spec 2.1, 7.5) and material templates. */
export async function catalogueRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/public/modules",
    access: "public",
    handler: () => catalogue.listPublicModules(deps),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/public/courses",
    access: "public",
    handler: () => catalogue.listCourses(deps),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/public/courses/:key",
    access: "public",
    params: z.strictObject({ key: z.string().regex(/^[a-z0-9-]{1,80}$/, "Course not found") }),
    handler: ({ params }) => catalogue.getCourse(deps, params.key),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/public/materials/:id",
    access: "public",
    params: templateIdParamsSchema,
    handler: ({ params }) => catalogue.getPublicMaterial(deps, params.id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/material-templates/:id",
    access: "signed-in",
    params: templateIdParamsSchema,
    handler: ({ params }) => catalogue.getTemplate(deps, params.id),
  });
}
