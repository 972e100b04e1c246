import { auditListResponseSchema, auditQuerySchema } from "@app/contract/audit";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { listAudit } from "./audit.service.ts";

/** Admins read and filter the audit log of every admin change. */
export async function auditRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: "GET",
    url: "/api/admin/audit",
    access: "admin",
    query: auditQuerySchema,
    response: auditListResponseSchema,
    summary: "The audit log of admin changes, filtered and paged",
    handler: ({ query }) => listAudit(app.deps, query),
  });
}
