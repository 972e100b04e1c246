import type { ChangeFeed } from "../db/change-feed.ts";
import { BoundedMap } from "./bounded-map.ts";

/** Students whose answers are kept, and answers per student: a few megabytes at most. */
const MAX_STUDENTS = 5_000;
const MAX_KEYS_PER_STUDENT = 64;

interface Bucket {
  /** Set when the student's rows changed while a load was reading: that load's answer is not kept. */
  dead: boolean;
  values: Map<string, unknown>;
}

/**
 * Answers about one student (their materials' progress, their overview) kept in this process's
 * memory and dropped the moment the database announces a change to that student's rows in any of
 * `studentTables` (migration 020: "<table>:<student id>"), whoever made it; every student's are
 * dropped when one of `sharedTables` changes (the catalogue the answers are built from) or the
 * feed may have missed something. Same rules as ReadCache (read-cache.ts): nothing is kept while
 * the feed cannot hear, an answer read while the student's rows changed is not kept, and callers
 * must not change what they get.
 */
export class StudentCache {
  private readonly buckets = new BoundedMap<number, Bucket>(MAX_STUDENTS);

  constructor(
    private readonly changes: ChangeFeed,
    studentTables: readonly string[],
    sharedTables: readonly string[],
  ) {
    for (const table of studentTables)
      changes.onChange(table, (id) => (id === null ? this.clear() : this.forget(Number(id))));
    for (const table of sharedTables) changes.onChange(table, () => this.clear());
    changes.onReset(() => this.clear());
  }

  /** The answer kept for `studentId` under `key`, or `load`'s (kept for the next caller). */
  async get<T>(studentId: number, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.changes.isLive()) return load();
    await this.changes.catchUp();
    let bucket = this.buckets.get(studentId);
    const kept = bucket?.values.get(key);
    if (kept !== undefined) return kept as T;
    if (!bucket) {
      bucket = { dead: false, values: new Map() };
      this.buckets.set(studentId, bucket);
    }
    const value = await load();
    if (value !== undefined && !bucket.dead && this.changes.isLive()) {
      if (bucket.values.size >= MAX_KEYS_PER_STUDENT) bucket.values.clear();
      bucket.values.set(key, value);
    }
    return value;
  }

  /** Drops one student's answers: their rows changed. */
  private forget(studentId: number): void {
    const bucket = this.buckets.get(studentId);
    if (!bucket) return;
    bucket.dead = true;
    this.buckets.delete(studentId);
  }

  private clear(): void {
    for (const bucket of this.buckets.values()) bucket.dead = true;
    this.buckets.clear();
  }
}
