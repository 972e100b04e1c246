import { adminDashboardSchema, adminUsersQuerySchema, adminUsersResponseSchema } from "@app/contract/admin";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import * as admin from "./admin.service.ts";

/** The admin dashboard's numbers, and finding users. */
export async function adminRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: "GET",
    url: "/api/admin/dashboard",
    access: "admin",
    response: adminDashboardSchema,
    summary: "The numbers an owner watches, with twelve weeks of history",
    handler: () => admin.getDashboard(app.deps),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/users",
    access: "admin",
    query: adminUsersQuerySchema,
    response: adminUsersResponseSchema,
    summary: "Find users by name, username or e-mail",
    handler: ({ query }) => admin.findUsers(app.deps, query),
  });
}
