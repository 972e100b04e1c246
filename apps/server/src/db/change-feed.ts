import crypto from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import type { DatabaseHandle, Listener } from "./connect.ts";
import type { WriteWatch } from "./write-watch.ts";

/** The channel migration 012's trigger notifies on. */
export const CHANGE_CHANNEL = "app_changes";
const BARRIER = "~barrier";
/** "Tell me when you have applied everything before this", and each listener's answer. */
const ASK = "~ask";
const ACK = "~ack";
/** The advisory lock class every listening connection holds (shared) while it listens. */
const PRESENCE_LOCK_CLASS = 7_261_020;
/** How often a revoking request looks again for listeners that went away without answering. */
const PRESENCE_RECHECK_MS = 200;
/** How long a revoking request waits at most for a process that listens but does not answer. */
const LONGEST_REACH_MS = 5_000;
/** How long to wait before listening again after the connection was lost; doubles up to a minute. */
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 60_000;

/** Told which row changed ("users" with the account's id), or null when the whole table may have. */
export type ChangeHandler = (id: string | null) => void;

/**
 * What the database says changed, for every in-memory copy of its rows in this process
 * (docs/decisions: "Caches kept coherent by the database").
 *
 * - Every change is announced by the database itself (migration 012's triggers), on commit, to every
 *   process that listens: this one, the others on the same PostgreSQL, whoever made the change.
 * - A copy may be served only while the feed is live. When the listening connection is lost,
 *   notifications may have been missed: every copy is dropped and none is kept until the feed
 *   listens again (and then every copy is dropped once more).
 * - In this process, a change is seen before the next request is answered from memory: PGlite hands
 *   notifications to its listeners before the writing statement returns; on PostgreSQL the
 *   notification comes on another connection, so after a write of a watched table by this process
 *   (counted by WriteWatch) the feed sends a marker of its own and waits until it comes back
 *   (`catchUp`). PostgreSQL delivers notifications in commit order, so when the marker is back,
 *   every change committed before it has been applied.
 */
export class ChangeFeed {
  private readonly handlers = new Map<string, Set<ChangeHandler>>();
  private readonly resetHandlers = new Set<() => void>();
  private readonly barriers = new Map<string, () => void>();
  /** Per `reachEveryProcess` call: the listening connections that have not answered yet. */
  private readonly asks = new Map<string, { waiting: Set<number>; done: () => void }>();
  /** This process's listening connection, as the database knows it (PostgreSQL only). */
  private sessionId: number | undefined;
  private listener: Listener | undefined;
  private live = false;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  /** WriteWatch's count when the last catch-up began. */
  private caughtUpTo = 0;
  /** The marker on its way, and the one that will leave after it (see `freshSync`). */
  private syncing: Promise<void> | undefined;
  private nextSync: Promise<void> | undefined;

  private constructor(
    private readonly database: DatabaseHandle,
    private readonly schema: string,
    private readonly writes: WriteWatch,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts listening; a feed that cannot listen yet keeps trying, and serves no copy meanwhile. */
  static async start(database: DatabaseHandle, log: FastifyBaseLogger): Promise<ChangeFeed> {
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(database.db);
    const feed = new ChangeFeed(database, rows[0]?.schema ?? "public", database.writes, log);
    feed.caughtUpTo = database.writes.count;
    await feed.listen();
    return feed;
  }

  /** Whether copies may be served: the feed hears every change. */
  isLive(): boolean {
    return this.live;
  }

  /** Calls `handler` whenever `table` changes. */
  onChange(table: string, handler: ChangeHandler): void {
    const set = this.handlers.get(table) ?? new Set();
    set.add(handler);
    this.handlers.set(table, set);
  }

  /** Calls `handler` when changes may have been missed: every copy must go. */
  onReset(handler: () => void): void {
    this.resetHandlers.add(handler);
  }

  /**
   * Resolves once every change this process wrote before the call has been applied here. Costs
   * nothing unless this process wrote a watched table since the last catch-up, and nothing on
   * PGlite, where notifications arrive before the write returns.
   */
  catchUp(): Promise<void> {
    if (!this.mustCatchUp()) return Promise.resolve();
    // Only the writes counted so far: a busy process writes all the time, and a reader that chased
    // every later write would never be served.
    const target = this.writes.count;
    const wait = async () => {
      while (this.live && this.caughtUpTo < target) await this.freshSync();
    };
    return wait();
  }

  /** Whether `catchUp` would wait: this process wrote a watched table the feed has not heard back. */
  mustCatchUp(): boolean {
    return this.database.kind === "postgres" && this.live && this.writes.count !== this.caughtUpTo;
  }

  /** This process's count of watched-table writes so far (a request notes it when it starts). */
  get writeCount(): number {
    return this.writes.count;
  }

  /**
   * Called before a request's answer leaves: when watched tables were written while it ran (the
   * count moved since `since`), waits until their changes have been applied here, so the caller's
   * next request cannot meet a copy from before its own change. Its transaction has committed by now.
   */
  settle(since: number): Promise<void> {
    return this.mustSettle(since) ? this.freshSync() : Promise.resolve();
  }

  /** Whether `settle(since)` would wait. */
  mustSettle(since: number): boolean {
    return this.database.kind === "postgres" && this.live && this.writes.count !== since;
  }

  /**
   * A marker sent after this call, shared by every caller until it is sent: under load, the
   * requests that wrote in the same moment wait for one round trip together instead of one each.
   * One that is already on its way does not do (it may have left before the caller's commit).
   */
  private freshSync(): Promise<void> {
    this.nextSync ??= (this.syncing ?? Promise.resolve()).then(() => {
      this.nextSync = undefined;
      const running = this.sync();
      this.syncing = running;
      void running.finally(() => {
        if (this.syncing === running) this.syncing = undefined;
      });
      return running;
    });
    return this.nextSync;
  }

  /**
   * Sends a marker through the database and waits until it comes back: then every change committed
   * before the call, by any process, has been applied here. When that fails, the feed cannot vouch
   * for anything: it stops serving copies until it listens again.
   */
  async sync(): Promise<void> {
    if (!this.live) return;
    const upTo = this.writes.count;
    const token = crypto.randomUUID();
    const back = new Promise<void>((resolve) => this.barriers.set(token, resolve));
    try {
      await sql`SELECT pg_notify(${CHANGE_CHANNEL}, ${`${this.schema}.${BARRIER}:${token}`})`.execute(
        this.database.db,
      );
    } catch (error) {
      this.barriers.delete(token);
      this.lost(error);
      return;
    }
    await back;
    this.caughtUpTo = Math.max(this.caughtUpTo, upTo);
  }

  /** This process's count of account writes so far (a request notes it when it starts). */
  get accountWriteCount(): number {
    return this.writes.accountCount;
  }

  /** Whether accounts were written since `since`: the answer must wait for `reachEveryProcess`. */
  mustReachEveryProcess(since: number): boolean {
    return this.database.kind === "postgres" && this.live && this.writes.accountCount !== since;
  }

  /**
   * Resolves once every process listening on this database, this one included, has applied every
   * change committed before the call (issue 20.4: a token revoked by a request is refused by every
   * process once that request has answered, not once the others happen to hear of it). Each
   * listening connection holds a shared advisory lock while it listens, so `pg_locks` names them;
   * each answers the question, sent after the commit, once it has applied everything before it
   * (PostgreSQL delivers notifications in commit order). A listener that goes away meanwhile
   * (stopped, crashed, connection lost: its lock goes with it) is no longer waited for; one that
   * listens but does not answer within LONGEST_REACH_MS is logged and given up on.
   */
  async reachEveryProcess(): Promise<void> {
    if (this.database.kind !== "postgres" || !this.live) return;
    const upTo = this.writes.count;
    const token = crypto.randomUUID();
    const started = Date.now();
    const waiting = new Set<number>();
    let isDone = false;
    const answered = new Promise<void>((resolve) => {
      const done = () => {
        isDone = true;
        resolve();
      };
      this.asks.set(token, { waiting, done });
    });
    try {
      for (const id of await this.listListeners()) waiting.add(id);
      await this.notify(`${ASK}:${token}`);
      while (waiting.size > 0 && !isDone && this.live) {
        await firstOf(answered, PRESENCE_RECHECK_MS);
        if (isDone || !this.live) break;
        if (Date.now() - started > LONGEST_REACH_MS) {
          this.log.warn({ waiting: [...waiting] }, "change feed: a process did not confirm a revocation");
          break;
        }
        const still = await this.listListeners();
        for (const id of waiting) if (!still.has(id)) waiting.delete(id);
      }
    } catch (error) {
      this.lost(error);
    } finally {
      this.asks.delete(token);
    }
    if (waiting.size === 0 && this.live) this.caughtUpTo = Math.max(this.caughtUpTo, upTo);
  }

  /** The listening connections on this schema now (their backend ids). */
  private async listListeners(): Promise<Set<number>> {
    const [lockClass, lockKey] = this.presenceKey();
    const { rows } = await sql<{ pid: number }>`
      SELECT pid FROM pg_locks
      WHERE locktype = 'advisory' AND classid = ${lockClass} AND objid = ${lockKey}
        AND objsubid = 2 AND granted`.execute(this.database.db);
    return new Set(rows.map((r) => r.pid));
  }

  /** The advisory lock key of this schema's listeners (tests share a database, one schema each). */
  private presenceKey(): [number, number] {
    return [
      PRESENCE_LOCK_CLASS,
      crypto.createHash("sha256").update(this.schema).digest().readUInt32BE(0) >>> 1,
    ];
  }

  private async notify(message: string): Promise<void> {
    await sql`SELECT pg_notify(${CHANGE_CHANNEL}, ${`${this.schema}.${message}`})`.execute(this.database.db);
  }

  /** Stops listening and drops every copy. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.goDark();
    await this.listener?.stop().catch(() => {});
    this.listener = undefined;
  }

  private async listen(): Promise<void> {
    try {
      this.listener = await this.database.listen(
        CHANGE_CHANNEL,
        (payload) => this.receive(payload),
        (error) => this.lost(error),
        this.presenceKey(),
      );
      this.sessionId = this.listener.sessionId;
    } catch (error) {
      this.lost(error);
      return;
    }
    if (this.closed) {
      await this.listener.stop().catch(() => {});
      return;
    }
    this.retryMs = FIRST_RETRY_MS;
    // Anything could have changed while nobody listened.
    for (const reset of this.resetHandlers) reset();
    this.live = true;
  }

  private receive(payload: string): void {
    const prefix = `${this.schema}.`;
    if (!payload.startsWith(prefix)) return; // another schema's tables (tests share a database)
    const rest = payload.slice(prefix.length);
    const colon = rest.indexOf(":");
    const table = colon === -1 ? rest : rest.slice(0, colon);
    const id = colon === -1 ? null : rest.slice(colon + 1);
    if (table === BARRIER) {
      const resolve = id ? this.barriers.get(id) : undefined;
      if (id && resolve) {
        this.barriers.delete(id);
        resolve();
      }
      return;
    }
    if (table === ASK) {
      // Everything committed before the question has been applied (handlers run synchronously).
      if (id && this.sessionId !== undefined)
        this.notify(`${ACK}:${id}:${this.sessionId}`).catch((error) => this.lost(error));
      return;
    }
    if (table === ACK) {
      const [token, session] = (id ?? "").split(":");
      const ask = token ? this.asks.get(token) : undefined;
      if (!ask) return;
      ask.waiting.delete(Number(session));
      if (ask.waiting.size === 0) ask.done();
      return;
    }
    for (const handler of this.handlers.get(table) ?? []) handler(id);
  }

  /** No copy is trustworthy any more: drop them all and release whoever waits for a marker. */
  private goDark(): void {
    this.live = false;
    for (const reset of this.resetHandlers) reset();
    for (const resolve of this.barriers.values()) resolve();
    this.barriers.clear();
    // A feed that cannot hear cannot collect answers either: the waiting requests go on.
    for (const ask of this.asks.values()) ask.done();
  }

  private lost(error: unknown): void {
    if (this.closed) return;
    const wasLive = this.live;
    this.goDark();
    if (wasLive) this.log.warn({ err: error }, "change feed: lost the database connection; caches off");
    this.listener?.stop().catch(() => {});
    this.listener = undefined;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.listen(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
  }
}

/** Resolves when `promise` does or after `ms`, whichever comes first (the timer is cleared). */
async function firstOf(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
