import { RETENTION_RUN_EVERY_MS } from "@app/domain/retention";
import type { Deps } from "./deps.ts";
import type { ScheduledJob } from "./lib/scheduler.ts";
import { runScheduledBackup } from "./modules/backups/backups.service.ts";
import { purgeExpiredData } from "./modules/retention/retention.service.ts";

/**
 * The server's clock work, in one list. Only one process runs it (the single server, or the first
 * worker of WORKERS=N), started by server.ts after listen; tests build the app without it and call
 * the jobs' services directly.
 */
export function listScheduledJobs(deps: Deps): ScheduledJob[] {
  return [
    // Spent links, old outbox mail and old audit snapshots (issue 20): daily, and once at start so
    // a server that is seldom up long still purges.
    {
      name: "privacy-retention",
      everyMs: RETENTION_RUN_EVERY_MS,
      runAtStart: true,
      run: async () => {
        await purgeExpiredData(deps);
      },
    },
    // Checks every ten minutes, backs up once an hour (issue 20); a restart catches up at once.
    ...(deps.config.backups.schedule
      ? [{ name: "backup", everyMs: 10 * 60_000, runAtStart: true, run: () => runScheduledBackup(deps) }]
      : []),
  ];
}
