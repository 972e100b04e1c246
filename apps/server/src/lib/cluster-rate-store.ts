import cluster from "node:cluster";

/**
 * The per-address request limits (@fastify/rate-limit) counted together by every worker of one
 * `WORKERS=N` server (decision 031). Each worker counts in memory, as a lone process does, and
 * every SYNC_MS sends what it counted to the primary process, which adds up every worker's counts
 * and sends the totals back to all of them. A worker then sees its own hits at once and the
 * others' within about SYNC_MS: with N workers an address gets its limit, not N times it, give or
 * take what N−1 workers let through in one SYNC_MS. Nothing crosses a process per request.
 *
 * Windows are fixed and aligned to the clock (a minute window starts on the minute), so every
 * process agrees on which window a hit belongs to without asking.
 */
export const SYNC_MS = 100;
const MESSAGE = "rate-limit:counts";
/** Keys a process remembers per window at most (an address flood cannot fill memory). */
const MAX_KEYS = 50_000;

/** [scope and key, window start, window length, count]. */
type Count = [string, number, number, number];
interface CountsMessage {
  type: typeof MESSAGE;
  counts: Count[];
}

function isCountsMessage(message: unknown): message is CountsMessage {
  return (
    (message as CountsMessage | null)?.type === MESSAGE && Array.isArray((message as CountsMessage).counts)
  );
}

interface Entry {
  start: number;
  windowMs: number;
  /** Every worker's hits as the primary last told (this worker's own included once sent). */
  total: number;
  /** This worker's hits not yet in `total`. */
  unsent: number;
  /** Sent, not yet seen back in a total. */
  inFlight: number;
}

/** A worker's side: the counts, and the link to the primary. */
export class SharedCounts {
  private readonly entries = new Map<string, Entry>();
  private readonly dirty = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly send: (message: CountsMessage) => void) {}

  /** Counts one hit of `id` (scope and key) and answers the window's count and what is left of it. */
  hit(id: string, windowMs: number, now = Date.now()): { current: number; ttl: number } {
    const start = now - (now % windowMs);
    let entry = this.entries.get(id);
    if (!entry || entry.start !== start) {
      if (this.entries.size >= MAX_KEYS) this.sweep(now);
      entry = { start, windowMs, total: 0, unsent: 0, inFlight: 0 };
      this.entries.set(id, entry);
    }
    entry.unsent++;
    this.dirty.add(id);
    this.timer ??= setTimeout(() => this.flush(), SYNC_MS).unref();
    return { current: entry.total + entry.inFlight + entry.unsent, ttl: start + windowMs - now };
  }

  /** Sends the hits counted since the last flush. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const counts: Count[] = [];
    for (const id of this.dirty) {
      const entry = this.entries.get(id);
      if (!entry || entry.unsent === 0) continue;
      counts.push([id, entry.start, entry.windowMs, entry.unsent]);
      entry.inFlight += entry.unsent;
      entry.unsent = 0;
    }
    this.dirty.clear();
    if (counts.length) this.send({ type: MESSAGE, counts });
  }

  /** Takes the totals the primary sent. */
  receive(message: unknown): void {
    if (!isCountsMessage(message)) return;
    for (const [id, start, windowMs, total] of message.counts) {
      let entry = this.entries.get(id);
      if (entry && entry.start > start) continue; // an older window's total
      if (!entry || entry.start !== start) {
        entry = { start, windowMs, total: 0, unsent: 0, inFlight: 0 };
        this.entries.set(id, entry);
      }
      entry.total = Math.max(entry.total, total);
      entry.inFlight = 0;
    }
  }

  private sweep(now: number): void {
    for (const [id, entry] of this.entries) if (entry.start + entry.windowMs <= now) this.entries.delete(id);
    if (this.entries.size >= MAX_KEYS) this.entries.clear();
  }
}

/** The primary's side: adds up every worker's counts and tells every worker the totals. */
export class CountsHub {
  private readonly totals = new Map<string, { start: number; windowMs: number; total: number }>();

  constructor(private readonly broadcast: (message: CountsMessage) => void) {}

  receive(message: unknown, now = Date.now()): void {
    if (!isCountsMessage(message)) return;
    const changed: Count[] = [];
    for (const [id, start, windowMs, count] of message.counts) {
      let entry = this.totals.get(id);
      if (entry && entry.start > start) continue;
      if (!entry || entry.start !== start) {
        if (this.totals.size >= MAX_KEYS) this.sweep(now);
        entry = { start, windowMs, total: 0 };
        this.totals.set(id, entry);
      }
      entry.total += count;
      changed.push([id, start, windowMs, entry.total]);
    }
    if (changed.length) this.broadcast({ type: MESSAGE, counts: changed });
  }

  private sweep(now: number): void {
    for (const [id, entry] of this.totals) if (entry.start + entry.windowMs <= now) this.totals.delete(id);
    if (this.totals.size >= MAX_KEYS) this.totals.clear();
  }
}

/** In the primary: adds up the workers' counts (call once, before forking). */
export function startCountsHub(): void {
  const hub = new CountsHub((message) => {
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker?.isConnected()) worker.send(message);
  });
  cluster.on("message", (_worker, message) => hub.receive(message));
}

let workerCounts: SharedCounts | undefined;

/** In a worker: the counts shared through the primary (one per process). */
function sharedCounts(): SharedCounts {
  if (!workerCounts) {
    const counts = new SharedCounts((message) => process.send?.(message));
    process.on("message", (message) => counts.receive(message));
    workerCounts = counts;
  }
  return workerCounts;
}

/**
 * A store for @fastify/rate-limit over the shared counts: the global limit, and each route's own
 * (its `child`, scoped by method and address, the same in every worker).
 */
export class ClusterRateStore {
  private readonly counts = sharedCounts();
  private readonly scope: string;

  /** `options`: the plugin's merged settings; a route's carry `routeInfo` (its method and address). */
  constructor(options?: object) {
    const route = (options as { routeInfo?: { method?: string | string[]; url?: string } } | undefined)
      ?.routeInfo;
    this.scope = route?.url ? `${[route.method].flat().join(",")} ${route.url}` : "global";
  }

  incr(
    key: string,
    callback: (error: Error | null, result: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    callback(null, this.counts.hit(`${this.scope}|${key}`, timeWindow));
  }

  child(options: object): ClusterRateStore {
    return new ClusterRateStore(options);
  }

  /** Whether this process is one of several workers sharing a port (WORKERS=N). */
  static isShared(): boolean {
    return cluster.isWorker;
  }
}
