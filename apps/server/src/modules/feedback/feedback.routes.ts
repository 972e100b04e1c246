import {
  feedbackCreatedResponseSchema,
  feedbackListResponseSchema,
  feedbackRequestSchema,
} from "@app/contract/feedback";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
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
    handler: ({ user, body }) => feedback.sendFeedback(deps, user!.id, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/feedback",
    access: "admin",
    response: feedbackListResponseSchema,
    handler: () => feedback.listFeedback(deps),
  });
}
