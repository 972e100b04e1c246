import { interestSignupsResponseSchema } from "@app/contract/admin";
import { messageResponseSchema } from "@app/contract/errors";
import { interestSignupRequestSchema, notFoundEventRequestSchema } from "@app/contract/site";
import type { FastifyInstance } from "fastify";
import { sendCsv } from "../../lib/csv.ts";
import { defineRoute } from "../../lib/route.ts";
import { insertInterestSignup } from "./site.repository.ts";
import { exportSignups, listSignups } from "./site.service.ts";

/** The placeholder pages' optional e-mail signup, and client-side 404 reports. */
export async function siteRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: "POST",
    url: "/api/interest-signups",
    access: "public",
    response: messageResponseSchema,
    body: interestSignupRequestSchema,
    status: 201,
    rateLimitPerMinute: 10,
    handler: async ({ body }) => {
      await insertInterestSignup(app.deps.db, body);
      return { message: "Thanks! We'll be in touch." };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/client-events/not-found",
    access: "public",
    body: notFoundEventRequestSchema,
    status: 204,
    rateLimitPerMinute: 30,
    handler: async ({ body, req }) => {
      req.log.warn({ path: body.path }, "page not found (reported by the web app)");
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/interest-signups",
    access: "admin",
    response: interestSignupsResponseSchema,
    summary: "The support, help and ai-tutor pages' e-mail sign-ups",
    handler: () => listSignups(app.deps),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/interest-signups/export.csv",
    access: "admin",
    produces: "text/csv",
    handler: async ({ reply }) => sendCsv(reply, "sign-ups", await exportSignups(app.deps)),
  });
}
