import { messageResponseSchema } from "@app/contract/errors";
import {
  waitlistConfirmRequestSchema,
  waitlistJoinRequestSchema,
  waitlistListResponseSchema,
} from "@app/contract/waitlist";
import type { FastifyInstance } from "fastify";
import { sendCsv } from "../../lib/csv.ts";
import { defineRoute } from "../../lib/route.ts";
import * as waitlist from "./waitlist.service.ts";

/** The waitlist (spec 2.1): visitors join and confirm by e-mail; admins read and export it. */
export async function waitlistRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "POST",
    url: "/api/waitlist",
    access: "public",
    body: waitlistJoinRequestSchema,
    response: messageResponseSchema,
    status: 202,
    rateLimitPerMinute: 5,
    summary: "Join the waitlist; a link to confirm goes to the e-mail",
    handler: ({ body }) => waitlist.joinWaitlist(deps, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/waitlist/confirm",
    access: "public",
    body: waitlistConfirmRequestSchema,
    response: messageResponseSchema,
    rateLimitPerMinute: 20,
    handler: ({ body }) => waitlist.confirmWaitlist(deps, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/waitlist",
    access: "admin",
    response: waitlistListResponseSchema,
    handler: () => waitlist.listWaitlist(deps),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/waitlist/export.csv",
    access: "admin",
    produces: "text/csv",
    handler: async ({ reply }) => sendCsv(reply, "waitlist", await waitlist.exportWaitlist(deps)),
  });
}
