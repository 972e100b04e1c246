import { tooManyRequests } from "./app-error.ts";

/**
 * A fixed-window allowance per key (resets per account, verification e-mails, registration
 * conflicts per address): in this process's memory, or in a table every process on one PostgreSQL
 * shares (lib/shared-limits.ts).
 */
export interface AccountLimiter {
  /** Counts one attempt for the key; throws 429 (with the window's real remaining wait) once spent. */
  consume(key: string, now?: number): Promise<void>;
  /** Throws 429 when the key's allowance is already spent, without counting anything. */
  assertAvailable(key: string, now?: number): Promise<void>;
}

/** A fixed-window counter per key, in memory (one server process owns its data). */
export class RateLimiter implements AccountLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  async consume(key: string, now = Date.now()): Promise<void> {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 50_000) this.sweep(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    entry.count += 1;
    if (entry.count > this.max) throw tooManyRequests(undefined, entry.resetAt - now);
  }

  async assertAvailable(key: string, now = Date.now()): Promise<void> {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > now && entry.count >= this.max) {
      throw tooManyRequests(undefined, entry.resetAt - now);
    }
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
