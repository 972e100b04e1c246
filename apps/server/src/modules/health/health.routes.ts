import type { HealthResponse } from "@app/contract/site";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { AppError } from "../../lib/app-error.ts";
import { defineRoute } from "../../lib/route.ts";

/** GET /api/health: answers only when the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: "GET",
    url: "/api/health",
    access: "public",
    handler: async ({ req }): Promise<HealthResponse> => {
      try {
        await sql`SELECT 1`.execute(app.deps.db);
      } catch (error) {
        req.log.error({ err: error }, "health check: database unreachable");
        throw new AppError(503, "The database is not reachable");
      }
      return { status: "ok", database: "ok" };
    },
  });
}
