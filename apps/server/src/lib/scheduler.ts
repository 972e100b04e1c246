import type { FastifyBaseLogger } from "fastify";

/** Work the server repeats on a clock (backups, retention), never inside a request. */
export interface ScheduledJob {
  name: string;
  /** Time between the end of one run and the start of the next. */
  everyMs: number;
  /** Also run once shortly after start (a missed hour is caught up at once). */
  runAtStart?: boolean;
  run: () => Promise<void>;
}

/**
 * Runs each job on its own timer, one run of a job at a time; a failure is logged and the job
 * tries again at its next turn. Timers are unref'd, so they never keep a process alive, and
 * `stop()` waits for the runs under way.
 */
export class Scheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly jobs: readonly ScheduledJob[],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts every job's clock. */
  start(): void {
    for (const job of this.jobs) this.plan(job, job.runAtStart ? 1_000 : job.everyMs);
  }

  /** Runs one job now (tests, an admin's "back up now"); joins a run already under way. */
  runNow(name: string): Promise<void> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) return Promise.reject(new Error(`No scheduled job named ${name}`));
    return this.execute(job);
  }

  /** Stops the clocks and waits for runs under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running.values()]);
  }

  private plan(job: ScheduledJob, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      void this.execute(job).finally(() => this.plan(job, job.everyMs));
    }, delayMs);
    timer.unref();
    this.timers.set(job.name, timer);
  }

  private execute(job: ScheduledJob): Promise<void> {
    const underWay = this.running.get(job.name);
    if (underWay) return underWay;
    const run = job
      .run()
      .catch((error: unknown) => this.log.error({ err: error, job: job.name }, "scheduled job failed"))
      .finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
    return run;
  }
}
