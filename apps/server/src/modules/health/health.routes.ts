import { ERROR_MESSAGES } from "@app/contract/errors";
import type { HealthResponse, LivenessResponse } from "@app/contract/site";
import { healthResponseSchema, livenessResponseSchema } from "@app/contract/site";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/connect.ts";
import { AppError } from "../../lib/app-error.ts";
import { defineRoute } from "../../lib/route.ts";
import { isStorageFullError } from "../../lib/storage-status.ts";
import { pingDatabase } from "./health.repository.ts";

const LIVE: LivenessResponse = { status: "ok" };

/**
 * GET /api/health (liveness): the process answers, with no database question, so a supervisor's
 * frequent probe costs nothing and a slow database does not get a healthy process restarted.
 * GET /api/health/ready (readiness): "ok" only when the database answers and can write; a load
 * balancer or a monitor takes its 503 as "send no traffic here", which is what a full disk needs.
 */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  defineRoute(app, {
    method: "GET",
    url: "/api/health",
    access: "public",
    response: livenessResponseSchema,
    summary: "Liveness: the process answers (no database query)",
    handler: async (): Promise<LivenessResponse> => LIVE,
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/health/ready",
    errors: [503],
    access: "public",
    response: healthResponseSchema,
    summary: "Readiness: the database answers and can take a write",
    handler: async ({ req }): Promise<HealthResponse> => {
      try {
        await pingDatabase(app.deps.db);
      } catch (error) {
        req.log.error({ err: error }, "health check: database unreachable");
        throw new AppError(503, "The database is not reachable");
      }
      try {
        if (await database.probeStorage()) app.storage.recordWrite();
      } catch (error) {
        app.storage.recordFailure(error);
        req.log.error({ err: error }, "health check: the data folder cannot take a write");
        throw new AppError(503, isStorageFullError(error) ? ERROR_MESSAGES.storageFull : CANNOT_WRITE);
      }
      const failure = app.storage.lastFailure;
      if (failure) {
        req.log.warn({ since: failure.at }, "health check: the last write failed for lack of space");
        throw new AppError(503, ERROR_MESSAGES.storageFull);
      }
      return { status: "ok", database: "ok" };
    },
  });
}

const CANNOT_WRITE = "The database cannot write to its storage";
