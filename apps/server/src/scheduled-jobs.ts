import type { Deps } from "./deps.ts";
import type { ScheduledJob } from "./lib/scheduler.ts";

/**
 * The server's clock work, in one list. Only one process runs it (the single server, or the first
 * worker of WORKERS=N), started by server.ts after listen; tests build the app without it and call
 * the jobs' services directly.
 */
export function listScheduledJobs(_deps: Deps): ScheduledJob[] {
  return [];
}
