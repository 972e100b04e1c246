import type { Deps } from "./deps.ts";
import type { ScheduledJob } from "./lib/scheduler.ts";
import { runScheduledBackup } from "./modules/backups/backups.service.ts";

/**
 * The server's clock work, in one list. Only one process runs it (the single server, or the first
 * worker of WORKERS=N), started by server.ts after listen; tests build the app without it and call
 * the jobs' services directly.
 */
export function listScheduledJobs(deps: Deps): ScheduledJob[] {
  return [
    // Checks every ten minutes, backs up once an hour (issue 20); a restart catches up at once.
    ...(deps.config.backups.schedule
      ? [{ name: "backup", everyMs: 10 * 60_000, runAtStart: true, run: () => runScheduledBackup(deps) }]
      : []),
  ];
}
