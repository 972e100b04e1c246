import type { Kysely } from "kysely";
import type { ChangeFeed } from "../db/change-feed.ts";
import type { Database, UserRow } from "../db/database.ts";
import { BoundedMap } from "../lib/bounded-map.ts";
import type { AccessTokens, VerifiedClaims } from "../lib/tokens.ts";
import { findUserById } from "../modules/auth/auth.repository.ts";

/** Tokens and accounts kept per process: a few megabytes at most. */
const MAX_TOKENS = 20_000;
const MAX_USERS = 20_000;

/**
 * The account behind a bearer token, answered from memory once known, and exactly as current as
 * the database (docs/decisions: "Caches kept coherent by the database"):
 *
 * - A token's signature is checked once; its claims (account, token version, expiry) never change,
 *   so they are kept until the token expires.
 * - The account's row is kept while the change feed is live, and dropped as soon as the database
 *   announces a change to it (a password change or "sign out everywhere" bumps the token version,
 *   a role change, a deletion): whatever made the change, in whichever process. The token is then
 *   checked against the row as read afresh.
 * - A row read while a change was being announced is not kept (the generation moved on).
 */
export class AuthUserCache {
  private readonly claims = new BoundedMap<string, VerifiedClaims>(MAX_TOKENS);
  private readonly users = new BoundedMap<string, UserRow>(MAX_USERS);
  private generation = 0;

  /** `deps` is read at each call: a test may swap the token signer of a built app. */
  constructor(private readonly deps: { db: Kysely<Database>; tokens: AccessTokens; changes: ChangeFeed }) {
    deps.changes.onChange("users", (id) => this.forget(id));
    deps.changes.onReset(() => this.forget(null));
  }

  /**
   * The same answer without waiting, when everything it needs is in memory and current: the token's
   * claims, the account's row, and no change of this process still to hear about. Undefined when
   * `findUser` must be asked (the common case of a known token is answered here, without a promise).
   */
  findUserNow(token: string, now = Date.now()): UserRow | null | undefined {
    const claims = this.claims.get(token);
    if (!claims || claims.expiresAt <= now) return undefined;
    const { changes } = this.deps;
    if (!changes.isLive() || changes.mustCatchUp()) return undefined;
    const row = this.users.get(claims.userId);
    if (!row) return undefined;
    return row.token_version === claims.tokenVersion ? row : null;
  }

  /** The account a token stands for, or null when the token is invalid, expired or revoked. */
  async findUser(token: string, now = Date.now()): Promise<UserRow | null> {
    let claims = this.claims.get(token);
    if (claims && claims.expiresAt <= now) {
      this.claims.delete(token);
      claims = undefined;
    }
    if (!claims) {
      const verified = await this.deps.tokens.verify(token);
      if (!verified) return null;
      claims = verified;
      this.claims.set(token, claims);
    }
    const row = await this.loadUser(claims.userId);
    return row && row.token_version === claims.tokenVersion ? row : null;
  }

  private async loadUser(id: string): Promise<UserRow | undefined> {
    const { db, changes } = this.deps;
    if (!changes.isLive()) return findUserById(db, id);
    await changes.catchUp();
    const kept = this.users.get(id);
    if (kept) return kept;
    const generation = this.generation;
    const row = await findUserById(db, id);
    if (row && generation === this.generation && changes.isLive()) this.users.set(id, Object.freeze(row));
    return row;
  }

  /** Drops one account (a change announced) or all of them (null: changes may have been missed). */
  private forget(id: string | null): void {
    this.generation++;
    if (id === null) this.users.clear();
    else this.users.delete(id.toLowerCase());
  }
}
