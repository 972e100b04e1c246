import {
  createLearningPathRequestSchema,
  learningPathQuerySchema,
  learningPathsQuerySchema,
  patchLearningPathRequestSchema,
  wholeIdParamsSchema,
} from "@app/contract/learning";
import {
  learningPathDetailSchema,
  learningPathSchema,
  learningPathsResponseSchema,
  rebuildPathsResponseSchema,
} from "@app/contract/learning-answers";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { toActor } from "../audit/audit.service.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import * as authoring from "./path-authoring.service.ts";
import * as paths from "./paths.service.ts";

const isOn = (v: string | undefined) => v === "1" || v === "true";

/** Learning paths (spec 7.5). */
export async function pathsRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/learning-paths",
    access: "signed-in",
    response: learningPathsResponseSchema,
    query: learningPathsQuerySchema,
    handler: async ({ user, query }) => {
      const withProgress = isOn(query.with_progress);
      const isLearner = user.role === "student" || user.role === "parent" || query.student_id !== undefined;
      const student =
        withProgress && isLearner ? await resolveStudent(deps.db, user, query.student_id) : null;
      return paths.listPaths(deps, query, user.role === "admin", student);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/learning-paths/:id",
    access: "signed-in",
    response: learningPathDetailSchema,
    params: wholeIdParamsSchema,
    query: learningPathQuerySchema,
    handler: async ({ user, params, query }) => {
      const withProgress = isOn(query.with_progress);
      const isLearner = user.role === "student" || user.role === "parent" || query.student_id !== undefined;
      const student =
        withProgress && isLearner ? await resolveStudent(deps.db, user, query.student_id) : null;
      return paths.getPath(deps, params.id, {
        compact: isOn(query.compact),
        student,
        canSeeDrafts: user.role === "admin",
      });
    },
  });

  defineRoute(app, {
    method: "PATCH",
    url: "/api/learning-paths/:id",
    access: "admin",
    response: learningPathSchema,
    params: wholeIdParamsSchema,
    body: patchLearningPathRequestSchema,
    summary: "Change a path's details, status or steps (their order too); audited",
    handler: ({ params, body, req }) => authoring.updatePath(deps, toActor(req), params.id, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/learning-paths",
    access: "admin",
    response: learningPathSchema,
    body: createLearningPathRequestSchema,
    status: 201,
    summary: "Compose a new path from units and lessons; audited",
    handler: ({ body, req }) => authoring.createPath(deps, toActor(req), body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/learning-paths/rebuild",
    access: "admin",
    response: rebuildPathsResponseSchema,
    handler: ({ req }) => authoring.rebuildPathsAudited(deps, toActor(req)),
  });
}
