import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { Scheduler } from "./scheduler.ts";

const log = Fastify({ logger: false }).log;

describe("Scheduler", () => {
  it("runs a job on demand once at a time and keeps going after a failure", async () => {
    let runs = 0;
    let release: () => void = () => {};
    const scheduler = new Scheduler(
      [
        {
          name: "slow",
          everyMs: 60_000,
          run: () =>
            new Promise<void>((resolve) => {
              runs += 1;
              release = resolve;
            }),
        },
        { name: "broken", everyMs: 60_000, run: () => Promise.reject(new Error("disk full")) },
      ],
      log,
    );
    const first = scheduler.runNow("slow");
    const joined = scheduler.runNow("slow");
    expect(runs).toBe(1);
    release();
    await Promise.all([first, joined]);
    await expect(scheduler.runNow("broken")).resolves.toBeUndefined();
    await expect(scheduler.runNow("missing")).rejects.toThrow("No scheduled job named missing");
    await scheduler.stop();
  });
});
