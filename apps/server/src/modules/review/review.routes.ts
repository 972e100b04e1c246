import { practiceQuerySchema, reviewQuerySchema, templateIdParamsSchema } from "@app/contract/learning";
import { practiceSessionSchema, reviewQueueSchema } from "@app/contract/learning-answers";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import { buildPractice } from "./practice.service.ts";
import { getReviewQueue } from "./review.service.ts";

/** Practice sessions and the spaced review queue. */
export async function reviewRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/review/due",
    access: "signed-in",
    response: reviewQueueSchema,
    query: reviewQuerySchema,
    handler: async ({ user, query }) => {
      const student = await resolveStudent(deps.db, user, query.student_id);
      return getReviewQueue(deps.db, student.id, query.limit, query.ahead === "1" || query.ahead === "true");
    },
  });

  // A practice session: a material's (or a path's) questions, with due review items mixed in.
  defineRoute(app, {
    method: "GET",
    url: "/api/practice/:id",
    access: "signed-in",
    response: practiceSessionSchema,
    params: templateIdParamsSchema,
    query: practiceQuerySchema,
    handler: async ({ user, params, query }) =>
      buildPractice(
        deps,
        await resolveStudent(deps.db, user, query.student_id),
        query.source,
        params.id,
        user.role === "admin",
      ),
  });
}
