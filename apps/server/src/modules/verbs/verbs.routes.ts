import { answerSetSchema } from "@app/contract/learning-answers";
import { studentQuerySchema } from "@app/contract/student";
import { verbGameParamsSchema, verbGameSetupSchema, verbRoundRequestSchema } from "@app/contract/verbs";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { resolveStudentFast } from "../student-access/student-access.ts";
import * as verbs from "./verb-rounds.service.ts";

/** The French and Spanish verb games (issue 23, decision 063): rounds built and judged on the server. */
export async function verbsRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/student/verb-games/:language",
    access: "signed-in",
    response: verbGameSetupSchema,
    params: verbGameParamsSchema,
    query: studentQuerySchema,
    summary: "A verb game's setup choices and the student's weak verbs",
    handler: async ({ user, params, query }) =>
      verbs.getVerbGameSetup(deps, await resolveStudentFast(deps, user, query.student_id), params.language),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/student/verb-rounds",
    access: ["student", "parent", "admin"],
    response: answerSetSchema,
    status: 201,
    body: verbRoundRequestSchema,
    summary: "Builds a verb round on the server and opens it as a game answer set",
    handler: async ({ user, body }) =>
      verbs.openVerbRound(deps, await resolveStudentFast(deps, user, body.student_id, "write"), body),
  });
}
