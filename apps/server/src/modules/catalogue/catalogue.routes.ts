import {
  courseDetailSchema,
  coursesResponseSchema,
  modulesResponseSchema,
  sampleLessonSchema,
} from "@app/contract/catalogue";
import { templateIdParamsSchema } from "@app/contract/learning";
import { materialTemplateResponseSchema, publicMaterialSchema } from "@app/contract/learning-answers";
import { DB_INT_MAX } from "@app/contract/primitives";
import { lessonSearchQuerySchema, lessonSearchResponseSchema } from "@app/contract/search";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppShellFile, sendHtmlPage, WEB_NOT_BUILT } from "../../lib/html-page.ts";
import { BuildManifestFile, moduleStyles, pagePreloads, withPagePreloads } from "../../lib/page-preloads.ts";
import { defineRoute } from "../../lib/route.ts";
import * as catalogue from "./catalogue.service.ts";
import { searchLessons } from "./catalogue-search.service.ts";
import { MARKDOWN_STYLES_MODULE, withPrepaint } from "./lesson-prepaint.ts";

/** The public catalogue (spec 2.1, 7.5) and material templates. */
export async function catalogueRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/public/modules",
    access: "public",
    response: modulesResponseSchema,
    handler: () => catalogue.listPublicModules(deps),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/public/sample-lesson",
    access: "public",
    response: sampleLessonSchema,
    handler: () => catalogue.getSampleLesson(deps),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/public/courses",
    access: "public",
    response: coursesResponseSchema,
    handler: () => catalogue.listCourses(deps),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/public/courses/:key",
    access: "public",
    response: courseDetailSchema,
    params: z.strictObject({
      key: z
        .string()
        .regex(/^[a-z0-9-]{1,80}$/, "Course not found")
        // An all-digit key is looked up as an id: past the database's integer there is no such course.
        .refine((key) => !/^\d+$/.test(key) || Number(key) <= DB_INT_MAX, "Course not found"),
    }),
    handler: ({ params }) => catalogue.getCourse(deps, params.key),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/public/lessons",
    access: "public",
    response: lessonSearchResponseSchema,
    query: lessonSearchQuerySchema,
    handler: ({ query }) => searchLessons(deps, query),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/public/materials/:id",
    access: "public",
    response: publicMaterialSchema,
    params: templateIdParamsSchema,
    handler: ({ params }) => catalogue.getPublicMaterial(deps, params.id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/material-templates/:id",
    access: "signed-in",
    response: materialTemplateResponseSchema,
    params: templateIdParamsSchema,
    handler: ({ user, params }) => catalogue.getTemplate(deps, params.id, user),
  });

  const shell = new AppShellFile(deps.config.webDist);
  const manifest = new BuildManifestFile(deps.config.webDist);
  defineRoute(app, {
    method: "GET",
    url: "/student/material/:id",
    // The page's HTML, the same for everyone: the app signs in in the browser (decision 072).
    access: "public",
    produces: "text/html",
    params: z.strictObject({ id: z.string().max(2000) }),
    handler: async ({ req, reply, params }) => {
      const html = shell.read();
      if (html === null) return reply.code(404).send({ error: WEB_NOT_BUILT });
      const built = manifest.read();
      const urlPath = new URL(req.url, "http://localhost").pathname;
      const page = withPagePreloads(html, pagePreloads(built, urlPath));
      // An address that names no lesson still gets the app, which says so.
      const id = templateIdParamsSchema.safeParse(params);
      const lesson = id.success
        ? await catalogue.getPublicMaterial(deps, id.data.id).catch(() => null)
        : null;
      if (lesson === null) return sendHtmlPage(reply, page);
      const styled = withPagePreloads(page, {
        scripts: [],
        styles: moduleStyles(built, MARKDOWN_STYLES_MODULE),
      });
      return sendHtmlPage(reply, withPrepaint(styled, lesson));
    },
  });
}
