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

/** Restores the kept cache, then saves it whenever it changes; returns the unsubscribe. */
export function persistQueryCache(queryClient: QueryClient): () => void {
  const [unsubscribe] = persistQueryClient(optionsFor(queryClient, createQueryPersister()));
  return unsubscribe;
}
