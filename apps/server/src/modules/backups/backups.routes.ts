import { backupStatusSchema } from "@app/contract/backups";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import * as backups from "./backups.service.ts";

/** The admin's view of backups (issue 20): the last one, its size and its restore drill; "back up now". */
export async function backupsRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: "GET",
    url: "/api/admin/backups",
    access: "admin",
    response: backupStatusSchema,
    summary: "The last backup's time and size, and whether its restore drill passed",
    handler: async () => backups.getBackupStatus(app.deps),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/backups",
    access: "admin",
    response: backupStatusSchema,
    summary: "Back up the database and uploads now, and run the backup's restore drill",
    handler: () => backups.backUpNow(app.deps),
  });
}
