import type { FastifyBaseLogger } from "fastify";

/** Work done after an answer has gone out, so the answer cannot tell what the work found. */
export interface JobQueue {
  /** Queues work to run once the current request has been answered; a failure is logged only. */
  enqueue(name: string, work: () => Promise<void>): void;
  /** Resolves when every job queued so far, and any they queued, has finished (tests, shutdown). */
  idle(): Promise<void>;
}

/** The in-process queue: jobs start on the next turn of the event loop, after the reply is written. */
export class InProcessJobQueue implements JobQueue {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  enqueue(name: string, work: () => Promise<void>): void {
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error, job: name }, "background job failed"))
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
