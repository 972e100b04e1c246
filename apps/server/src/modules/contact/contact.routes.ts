import {
  CONTACT_LIMITS,
  contactMessagesResponseSchema,
  contactReplyRequestSchema,
  contactReplyResponseSchema,
  contactRequestSchema,
} from "@app/contract/contact";
import { messageResponseSchema } from "@app/contract/errors";
import { idSchema } from "@app/contract/primitives";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute } from "../../lib/route.ts";
import { toActor } from "../audit/audit.service.ts";
import * as contact from "./contact.service.ts";

/** The contact form (issue 21): anyone writes to the team; admins read it and reply by e-mail. */
export async function contactRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "POST",
    url: "/api/contact",
    access: "public",
    body: contactRequestSchema,
    response: messageResponseSchema,
    status: 202,
    rateLimitPerMinute: CONTACT_LIMITS.perAddressPerMinute,
    summary: "Write to the team; an admin replies by e-mail",
    handler: ({ body, req }) => contact.sendContactRequest(deps, req.log, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/contact-requests",
    access: "admin",
    response: contactMessagesResponseSchema,
    summary: "The contact form's messages, unanswered first",
    handler: () => contact.listContactRequests(deps),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/contact-requests/:id/reply",
    access: "admin",
    params: z.strictObject({ id: idSchema() }),
    body: contactReplyRequestSchema,
    response: contactReplyResponseSchema,
    summary: "Reply by e-mail to a contact message (once)",
    handler: ({ req, params, body }) => contact.replyToContactRequest(deps, toActor(req), params.id, body),
  });
}
