import type { ChangeFeed } from "../db/change-feed.ts";
import { BoundedMap } from "./bounded-map.ts";
import { StudentCache } from "./student-cache.ts";

/**
 * Answers of read-mostly queries (the catalogue, material templates, learning paths) kept in this
 * process's memory and dropped whole the moment the database announces a change to any table they
 * were read from, whoever made it (db/change-feed.ts). Nothing is kept while the feed cannot hear;
 * an answer read while a change was announced is not kept. Callers must not change what they get:
 * the same object is handed to every request.
 */
export class ReadCache {
  private readonly entries: BoundedMap<string, unknown>;
  private generation = 0;

  constructor(
    private readonly changes: ChangeFeed,
    tables: readonly string[],
    maxEntries = 2_000,
  ) {
    this.entries = new BoundedMap(maxEntries);
    for (const table of tables) changes.onChange(table, () => this.clear());
    changes.onReset(() => this.clear());
  }

  /** The answer kept under `key`, or `load`'s (kept for the next caller). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.changes.isLive()) return load();
    await this.changes.catchUp();
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept as T;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && generation === this.generation && this.changes.isLive()) {
      this.entries.set(key, value);
    }
    return value;
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

/** The caches of one app, by what they hold. */
export interface ReadCaches {
  /** Courses, units and material templates (modules/catalogue, and the counts progress reads). */
  catalogue: ReadCache;
  /** Learning paths with their steps (modules/paths). */
  paths: ReadCache;
  /** A signed-in student's own profile, by account (modules/student-access). */
  ownStudents: ReadCache;
  /** A student's progress answers (modules/progress), dropped when that student's rows change. */
  progress: StudentCache;
}

/** Builds the caches of one app on its change feed. */
export function createReadCaches(changes: ChangeFeed): ReadCaches {
  return {
    catalogue: new ReadCache(changes, ["courses", "modules", "material_templates"]),
    paths: new ReadCache(changes, ["learning_paths", "learning_path_steps", "modules", "material_templates"]),
    ownStudents: new ReadCache(changes, ["student_profiles"], 20_000),
    progress: new StudentCache(
      changes,
      ["question_attempts", "material_progress"],
      ["courses", "modules", "material_templates"],
    ),
  };
}
