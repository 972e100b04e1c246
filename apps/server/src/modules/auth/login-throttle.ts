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
 * - While the account is being slowed, each failure also holds its pair until the account's delay
 *   ends, so a guesser spread over many addresses gets one guess per address per delay.
 *
 * Failed current-password checks (changing the password or the e-mail) count as sign-in failures
 * of that account, so a stolen token cannot be used to guess the password either.
 */
export interface LoginThrottle {
  /** How long (ms) this attempt must still wait before any password is checked; 0: go ahead. */
  waitBeforeAttempt(attempt: SignInAttempt, now?: number): number;
  /** Records a wrong password. */
  recordFailure(attempt: SignInAttempt, now?: number): void;
  /** Records the right password: the pair starts afresh (the account and address keep their count). */
  recordSuccess(attempt: SignInAttempt): void;
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

interface FailureEntry {
  failures: number;
  lastFailureAt: number;
  blockedUntil: number;
}

/** Failures per key with growing delays once the free ones are spent. */
class FailureCounter {
  private readonly entries = new Map<string, FailureEntry>();

  constructor(private readonly freeFailures: number) {}

  /** Milliseconds the key is still held for; 0 when it is not. */
  heldFor(key: string, now: number): number {
    const entry = this.live(key, now);
    return entry ? Math.max(0, entry.blockedUntil - now) : 0;
  }

  /** Counts a failure, holding the key at least until `holdUntil`; answers the key's hold end. */
  fail(key: string, now: number, holdUntil = 0): number {
    let entry = this.live(key, now);
    if (!entry) {
      if (this.entries.size > SWEEP_ABOVE) this.sweep(now);
      entry = { failures: 0, lastFailureAt: now, blockedUntil: 0 };
      this.entries.set(key, entry);
    }
    entry.failures += 1;
    entry.lastFailureAt = now;
    const beyondFree = entry.failures - this.freeFailures;
    if (beyondFree >= 0) {
      const delay = Math.min(FIRST_DELAY_MS * 2 ** Math.min(beyondFree, 20), LONGEST_DELAY_MS);
      entry.blockedUntil = Math.max(entry.blockedUntil, now + delay);
    }
    entry.blockedUntil = Math.max(entry.blockedUntil, holdUntil);
    return entry.blockedUntil;
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private live(key: string, now: number): FailureEntry | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.lastFailureAt > FORGET_AFTER_MS && now >= entry.blockedUntil) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number): void {
    for (const key of [...this.entries.keys()]) this.live(key, now);
  }
}

/** The in-memory throttle: one server process owns its data folder, so its memory is the truth. */
export class MemoryLoginThrottle implements LoginThrottle {
  private readonly byAccount: FailureCounter;
  private readonly byAddress: FailureCounter;
  private readonly byPair: FailureCounter;

  constructor(limits: LoginThrottleLimits) {
    this.byAccount = new FailureCounter(limits.freeFailuresPerAccount);
    this.byAddress = new FailureCounter(limits.freeFailuresPerAddress);
    this.byPair = new FailureCounter(limits.freeFailuresPerPair);
  }

  waitBeforeAttempt(attempt: SignInAttempt, now = Date.now()): number {
    return Math.max(this.byAddress.heldFor(attempt.address, now), this.byPair.heldFor(pairKey(attempt), now));
  }

  recordFailure(attempt: SignInAttempt, now = Date.now()): void {
    this.byAddress.fail(attempt.address, now);
    const accountHeldUntil = this.byAccount.fail(attempt.account, now);
    this.byPair.fail(pairKey(attempt), now, accountHeldUntil);
  }

  recordSuccess(attempt: SignInAttempt): void {
    this.byPair.clear(pairKey(attempt));
  }
}

function pairKey(attempt: SignInAttempt): string {
  return `${attempt.address}\u0000${attempt.account}`;
}

/** The free failures of a pair: half the account's, so one address alone meets its limit first. */
export function freeFailuresPerPair(freeFailuresPerAccount: number): number {
  return Math.max(1, Math.ceil(freeFailuresPerAccount / 2));
}
