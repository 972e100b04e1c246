import { feedbackIdParamsSchema, feedbackReadRequestSchema } from "@app/contract/admin";
import {
  feedbackCreatedResponseSchema,
  feedbackListResponseSchema,
  feedbackRequestSchema,
} from "@app/contract/feedback";
import type { FastifyInstance } from "fastify";
import { sendCsv } from "../../lib/csv.ts";
import { defineRoute } from "../../lib/route.ts";
import { toActor } from "../audit/audit.service.ts";
import * as feedback from "./feedback.service.ts";

/** The feedback widget (spec 2.8): anyone signed in sends; admins read. */
export async function feedbackRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "POST",
    url: "/api/feedback",
    access: "signed-in",
    body: feedbackRequestSchema,
    response: feedbackCreatedResponseSchema,
    status: 201,
    rateLimitPerMinute: 10,
    handler: ({ user, body }) => feedback.sendFeedback(deps, user.id, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/feedback",
    access: "admin",
    response: feedbackListResponseSchema,
    handler: () => feedback.listFeedback(deps),
  });

  defineRoute(app, {
    method: "PATCH",
    url: "/api/admin/feedback/:id",
    access: "admin",
    params: feedbackIdParamsSchema,
    body: feedbackReadRequestSchema,
    status: 204,
    summary: "Mark a feedback message read or unread",
    handler: ({ params, body, req }) =>
      feedback.markFeedbackRead(deps, toActor(req), params.id, body.is_read),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/feedback/export.csv",
    access: "admin",
    produces: "text/csv",
    handler: async ({ reply }) => sendCsv(reply, "feedback", await feedback.exportFeedback(deps)),
  });
}
