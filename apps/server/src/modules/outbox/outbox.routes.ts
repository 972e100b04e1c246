import { outboxResponseSchema } from "@app/contract/site";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { listOutbox } from "./outbox.service.ts";

/** Admins read the e-mail outbox (decisions.md 6). */
export async function outboxRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: "GET",
    url: "/api/admin/outbox",
    access: "admin",
    response: outboxResponseSchema,
    handler: () => listOutbox(app.deps),
  });
}
