import {
  type PersistedQueryClientRestoreOptions,
  type PersistedQueryClientSaveOptions,
  type Persister,
  persistQueryClient,
  persistQueryClientRestore,
  persistQueryClientSave,
} from "@tanstack/query-persist-client-core";
import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import type { QueryClient } from "@tanstack/react-query";
import { readLocal, STORAGE_KEYS } from "./storage";

/** Where the query cache is kept between visits (spec 7.7). */
export const QUERY_CACHE_STORAGE_KEY = "brightpath-query-cache";
/** Changes with the cache's shape: a cache kept under another buster is discarded. */
export const QUERY_CACHE_BUSTER = "v2";
/** A kept cache older than this is discarded (spec 9). */
export const QUERY_CACHE_MAX_AGE_MS = 10 * 60_000;
/** Saving is throttled: a burst of query updates writes once. */
const SAVE_THROTTLE_MS = 1000;

/** TanStack's own persister over localStorage (none where there is no storage). */
export function createQueryPersister(storage: Storage | undefined = globalThis.localStorage): Persister {
  return createSyncStoragePersister({
    storage,
    key: QUERY_CACHE_STORAGE_KEY,
    throttleTime: SAVE_THROTTLE_MS,
  });
}

/** Only answers that arrived, and never a query marked `meta: { persist: false }` (progress, search). */
const dehydrateOptions: PersistedQueryClientSaveOptions["dehydrateOptions"] = {
  shouldDehydrateQuery: (query) => query.state.status === "success" && query.meta?.persist !== false,
};

function optionsFor(queryClient: QueryClient, persister: Persister) {
  return {
    queryClient,
    persister,
    buster: QUERY_CACHE_BUSTER,
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    dehydrateOptions,
  } satisfies PersistedQueryClientRestoreOptions & PersistedQueryClientSaveOptions;
}

/** Restores a kept cache younger than 10 minutes; an old, busted or damaged one is removed. */
export function restoreQueryCache(
  queryClient: QueryClient,
  persister = createQueryPersister(),
): Promise<void> {
  return persistQueryClientRestore(optionsFor(queryClient, persister));
}

/** Writes the cache's successful queries (throttled by the persister). */
export function saveQueryCache(queryClient: QueryClient, persister = createQueryPersister()): Promise<void> {
  return persistQueryClientSave(optionsFor(queryClient, persister));
}

/**
 * Writes the cache at once, not after the throttle: a persister over the same key whose write is
 * synchronous (TanStack's own always waits for a timer).
 */
export function saveQueryCacheNow(
  queryClient: QueryClient,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  if (!storage) return;
  const persister: Persister = {
    persistClient: (client) => {
      try {
        storage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(client));
      } catch {
        // Storage full or refused: the next visit fetches afresh.
      }
    },
    restoreClient: () => undefined,
    removeClient: () => storage.removeItem(QUERY_CACHE_STORAGE_KEY),
  };
  // Dehydrates and writes before its first await: done when this returns.
  void persistQueryClientSave(optionsFor(queryClient, persister));
}

/**
 * Restores the kept cache, then saves it whenever it changes, and at once when the page is left
 * or hidden: a reload within the throttle's second after a change (a profile just saved) would
 * otherwise restore the answer from before it, which counts as fresh. Returns the unsubscribe.
 */
export function persistQueryCache(queryClient: QueryClient): () => void {
  const [unsubscribe] = persistQueryClient(optionsFor(queryClient, createQueryPersister()));
  // Only for the session the cache was filled in: after a sign-out, or another account signed in
  // meanwhile (storage cleared or replaced), writing it would hand one person's answers to the next.
  const session = readLocal(STORAGE_KEYS.authToken);
  const saveForThisSession = () => {
    if (session !== null && readLocal(STORAGE_KEYS.authToken) === session) saveQueryCacheNow(queryClient);
  };
  const saveOnLeave = () => {
    if (document.visibilityState === "hidden") saveForThisSession();
  };
  const saveOnHide = saveForThisSession;
  window.addEventListener("pagehide", saveOnHide);
  document.addEventListener("visibilitychange", saveOnLeave);
  return () => {
    unsubscribe();
    window.removeEventListener("pagehide", saveOnHide);
    document.removeEventListener("visibilitychange", saveOnLeave);
  };
}
