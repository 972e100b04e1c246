/**
 * Sign-in throttling after OWASP's Authentication and Credential Stuffing cheat sheets
 * (docs/decisions/006-accounts-sign-in-and-passwords.md):
 *
 * - Only failures count, on three keys: the account (across every address), the address-account
 *   pair, and the address (across every account). A successful sign-in never counts anywhere, so a
 *   school behind one address is not locked out by its own pupils signing in.
 * - Each key has a number of free failures; from then on every failure adds a growing delay
 *   (30 s, 60 s, 2 min, … up to 15 min). Failures are forgotten 15 minutes after the last one.
 * - Before a password is checked, only the pair and the address may refuse the attempt (429 with
 *   the real remaining wait). The account's own delay never refuses an attempt by itself: the right
 *   password from a pair that is not throttled still signs in, so nobody can keep someone else's
 *   account locked by failing on purpose.
 * - A held address refuses only attempts on accounts that have failed lately (from anywhere): the
 *   right password of an account that has not failed always goes through, so a school behind one
 *   address is not locked out by some pupils' mistypes or by someone guessing there (issue 20).
 * - While the account is being slowed, each failure also holds its pair until the account's delay
 *   ends, so a guesser spread over many addresses gets one guess per address per delay.
 *
 * Failed current-password checks (changing the password or the e-mail) count as sign-in failures
 * of that account, so a stolen token cannot be used to guess the password either.
 */
export interface LoginThrottle {
  /** How long (ms) this attempt must still wait before any password is checked; 0: go ahead. */
  waitBeforeAttempt(attempt: SignInAttempt, now?: number): Promise<number>;
  /** Records a wrong password. */
  recordFailure(attempt: SignInAttempt, now?: number): Promise<void>;
  /** Records the right password: the pair starts afresh (the account and address keep their count). */
  recordSuccess(attempt: SignInAttempt): Promise<void>;
}

/** Who is trying: the caller's address and the account (its id, or the unknown name typed). */
export interface SignInAttempt {
  address: string;
  account: string;
}

export interface LoginThrottleLimits {
  /** Failures of one account, from anywhere, before its failures are slowed. */
  freeFailuresPerAccount: number;
  /** Failures from one address, on any accounts, before the address is slowed. */
  freeFailuresPerAddress: number;
  /** Failures of one address on one account before that pair is slowed. */
  freeFailuresPerPair: number;
}

const FORGET_AFTER_MS = 15 * 60_000;
const FIRST_DELAY_MS = 30_000;
const LONGEST_DELAY_MS = 15 * 60_000;
const SWEEP_ABOVE = 50_000;

/** One key's failures (times in ms since the epoch). */
export interface FailureEntry {
  failures: number;
  lastFailureAt: number;
  blockedUntil: number;
}

/** Whether a key's failures are forgotten: 15 minutes after the last one, once no hold is left. */
export function isForgotten(entry: FailureEntry, now: number): boolean {
  return now - entry.lastFailureAt > FORGET_AFTER_MS && now >= entry.blockedUntil;
}

/**
 * A key's entry after one more failure: past its free failures each one holds the key for a delay
 * that doubles (30 s, 60 s, … up to 15 min), and at least until `holdUntil`.
 */
export function addFailure(
  entry: FailureEntry | undefined,
  now: number,
  freeFailures: number,
  holdUntil = 0,
): FailureEntry {
  const live =
    entry && !isForgotten(entry, now) ? entry : { failures: 0, lastFailureAt: now, blockedUntil: 0 };
  const failures = live.failures + 1;
  let blockedUntil = live.blockedUntil;
  const beyondFree = failures - freeFailures;
  if (beyondFree >= 0) {
    const delay = Math.min(FIRST_DELAY_MS * 2 ** Math.min(beyondFree, 20), LONGEST_DELAY_MS);
    blockedUntil = Math.max(blockedUntil, now + delay);
  }
  return { failures, lastFailureAt: now, blockedUntil: Math.max(blockedUntil, holdUntil) };
}

/**
 * Where the failure counts live: this process's memory (one process owns an embedded database), or
 * a table every process on one PostgreSQL shares (limits.service.ts).
 */
export interface FailureStore {
  /** Milliseconds the key is still held for; 0 when it is not. */
  heldFor(key: string, now: number): Promise<number>;
  /** The key's failures not yet forgotten. */
  failuresOf(key: string, now: number): Promise<number>;
  /** Counts a failure (see addFailure); answers the key's hold end. */
  fail(key: string, now: number, freeFailures: number, holdUntil?: number): Promise<number>;
  clear(key: string): Promise<void>;
}

/** The failure counts in this process's memory. */
export class MemoryFailureStore implements FailureStore {
  private readonly entries = new Map<string, FailureEntry>();

  async heldFor(key: string, now: number): Promise<number> {
    const entry = this.live(key, now);
    return entry ? Math.max(0, entry.blockedUntil - now) : 0;
  }

  async failuresOf(key: string, now: number): Promise<number> {
    return this.live(key, now)?.failures ?? 0;
  }

  async fail(key: string, now: number, freeFailures: number, holdUntil = 0): Promise<number> {
    if (!this.entries.has(key) && this.entries.size > SWEEP_ABOVE) this.sweep(now);
    const entry = addFailure(this.live(key, now), now, freeFailures, holdUntil);
    this.entries.set(key, entry);
    return entry.blockedUntil;
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private live(key: string, now: number): FailureEntry | undefined {
    const entry = this.entries.get(key);
    if (entry && isForgotten(entry, now)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number): void {
    for (const key of [...this.entries.keys()]) this.live(key, now);
  }
}

/** The three counters of the throttle over one store. */
export class StoredLoginThrottle implements LoginThrottle {
  constructor(
    private readonly limits: LoginThrottleLimits,
    private readonly store: FailureStore = new MemoryFailureStore(),
  ) {}

  async waitBeforeAttempt(attempt: SignInAttempt, now = Date.now()): Promise<number> {
    const [address, pair] = await Promise.all([
      this.store.heldFor(addressKey(attempt), now),
      this.store.heldFor(pairKey(attempt), now),
    ]);
    if (address <= pair) return pair;
    return (await this.store.failuresOf(accountKey(attempt), now)) > 0 ? address : pair;
  }

  async recordFailure(attempt: SignInAttempt, now = Date.now()): Promise<void> {
    await this.store.fail(addressKey(attempt), now, this.limits.freeFailuresPerAddress);
    const accountHeldUntil = await this.store.fail(
      accountKey(attempt),
      now,
      this.limits.freeFailuresPerAccount,
    );
    await this.store.fail(pairKey(attempt), now, this.limits.freeFailuresPerPair, accountHeldUntil);
  }

  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    await this.store.clear(pairKey(attempt));
  }
}

function addressKey(attempt: SignInAttempt): string {
  return `address:${attempt.address}`;
}

function accountKey(attempt: SignInAttempt): string {
  return `account:${attempt.account}`;
}

function pairKey(attempt: SignInAttempt): string {
  // An address holds no "|", so the pair cannot be read two ways; PostgreSQL text holds no NUL.
  return `pair:${attempt.address}|${attempt.account}`;
}

/** The free failures of a pair: half the account's, so one address alone meets its limit first. */
export function freeFailuresPerPair(freeFailuresPerAccount: number): number {
  return Math.max(1, Math.ceil(freeFailuresPerAccount / 2));
}
