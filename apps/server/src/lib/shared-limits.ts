import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { tooManyRequests } from "./app-error.ts";
import * as repo from "./limits.repository.ts";
import { addFailure, type FailureEntry, type FailureStore, isForgotten } from "./login-throttle.ts";
import type { AccountLimiter } from "./rate-limiter.ts";

/** Stale rows are swept after this many writes, by whichever process makes the write. */
const SWEEP_EVERY = 500;
const FORGET_AFTER_MS = 15 * 60_000;

function toEntry(row: { failures: number; last_failure_at: Date; blocked_until: Date }): FailureEntry {
  return {
    failures: row.failures,
    lastFailureAt: new Date(row.last_failure_at).getTime(),
    blockedUntil: new Date(row.blocked_until).getTime(),
  };
}

/**
 * The sign-in throttle's failure counts in a table, for several processes on one PostgreSQL: a
 * lockout earned through one process holds in all. A failure is counted under the key's row lock,
 * so two processes counting at once both count; the rules are the same function as in memory
 * (addFailure).
 */
export class TableFailureStore implements FailureStore {
  private writes = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async heldFor(key: string, now: number): Promise<number> {
    const entry = await this.liveEntry(key, now);
    return entry ? Math.max(0, entry.blockedUntil - now) : 0;
  }

  async failuresOf(key: string, now: number): Promise<number> {
    return (await this.liveEntry(key, now))?.failures ?? 0;
  }

  private async liveEntry(key: string, now: number): Promise<FailureEntry | undefined> {
    const row = await repo.findFailure(this.db, key);
    const entry = row ? toEntry(row) : undefined;
    return entry && !isForgotten(entry, now) ? entry : undefined;
  }

  async fail(key: string, now: number, freeFailures: number, holdUntil = 0): Promise<number> {
    const entry = await this.db.transaction().execute(async (tx) => {
      const next = addFailure(
        toEntry(await repo.lockFailure(tx, key, new Date(now))),
        now,
        freeFailures,
        holdUntil,
      );
      await repo.saveFailure(tx, key, {
        failures: next.failures,
        last_failure_at: new Date(next.lastFailureAt),
        blocked_until: new Date(next.blockedUntil),
      });
      return next;
    });
    if (++this.writes % SWEEP_EVERY === 0) {
      await repo.deleteStaleFailures(this.db, new Date(now - FORGET_AFTER_MS), new Date(now));
    }
    return entry.blockedUntil;
  }

  async clear(key: string): Promise<void> {
    await repo.deleteFailure(this.db, key);
  }
}

/** A fixed-window allowance per key in a table, counted atomically by every process (see AccountLimiter). */
export class TableRateLimiter implements AccountLimiter {
  private writes = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  async consume(key: string, now = Date.now()): Promise<void> {
    const row = await repo.countHit(this.db, this.keyOf(key), new Date(now), new Date(now + this.windowMs));
    if (++this.writes % SWEEP_EVERY === 0) await repo.deleteEndedWindows(this.db, new Date(now));
    if (row.count > this.max) throw tooManyRequests(undefined, new Date(row.reset_at).getTime() - now);
  }

  async assertAvailable(key: string, now = Date.now()): Promise<void> {
    const row = await repo.findWindow(this.db, this.keyOf(key));
    if (!row) return;
    const resetAt = new Date(row.reset_at).getTime();
    if (resetAt > now && row.count >= this.max) throw tooManyRequests(undefined, resetAt - now);
  }

  /** Each limiter's keys apart from the others' in the one table. */
  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }
}
