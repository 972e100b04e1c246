import { dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { readLocal, removeLocal, writeLocal } from "./storage";

/** Where the query cache is kept between visits (spec 7.7); the version changes with its shape. */
export const QUERY_CACHE_STORAGE_KEY = "brightpath-query-cache-v1";
/** A kept cache older than this is discarded (spec 9). */
export const QUERY_CACHE_MAX_AGE_MS = 10 * 60_000;
/** Saving is throttled: a burst of query updates writes once. */
const SAVE_THROTTLE_MS = 1000;

interface PersistedCache {
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

/** Restores a kept cache younger than 10 minutes; an old or damaged one is removed. */
export function restoreQueryCache(client: QueryClient, now = Date.now()): boolean {
  const raw = readLocal(QUERY_CACHE_STORAGE_KEY);
  if (!raw) return false;
  try {
    const persisted = JSON.parse(raw) as PersistedCache;
    if (typeof persisted.savedAt !== "number" || now - persisted.savedAt > QUERY_CACHE_MAX_AGE_MS) {
      removeLocal(QUERY_CACHE_STORAGE_KEY);
      return false;
    }
    hydrate(client, persisted.state);
    return true;
  } catch {
    removeLocal(QUERY_CACHE_STORAGE_KEY);
    return false;
  }
}

/** Writes the cache's successful queries now. */
export function saveQueryCache(client: QueryClient, now = Date.now()): void {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === "success" && query.meta?.persist !== false,
  });
  if (state.queries.length === 0) {
    removeLocal(QUERY_CACHE_STORAGE_KEY);
    return;
  }
  writeLocal(QUERY_CACHE_STORAGE_KEY, JSON.stringify({ savedAt: now, state } satisfies PersistedCache));
}

/** Restores the kept cache, then saves it (throttled) whenever it changes; returns the unsubscribe. */
export function persistQueryCache(client: QueryClient): () => void {
  restoreQueryCache(client);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" && event.type !== "removed") return;
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      saveQueryCache(client);
    }, SAVE_THROTTLE_MS);
  });
  return () => {
    if (timer) clearTimeout(timer);
    unsubscribe();
  };
}
