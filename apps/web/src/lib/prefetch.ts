/*
 * Prefetching (spec 2.10): screens are fetched ahead when a link to them is hovered or focused,
 * and the likely next pages when the browser is idle after the current page has its data. The app
 * layer registers what a path needs (its lazy page module and its main query); this module only
 * matches and schedules.
 */

export interface Prefetcher {
  /** Whether this prefetcher handles a path (the pathname only). */
  matches: (pathname: string) => boolean;
  /** Starts loading; errors are ignored (the page loads normally later). */
  prefetch: (pathname: string, search: URLSearchParams) => Promise<unknown> | undefined;
}

const prefetchers: Prefetcher[] = [];
/** Paths already prefetched recently, so hovering again does nothing. */
const recent = new Map<string, number>();
const REPEAT_AFTER_MS = 60_000;

/** Registers a prefetcher; returns the unregister. */
export function registerPrefetcher(prefetcher: Prefetcher): () => void {
  prefetchers.push(prefetcher);
  return () => {
    const index = prefetchers.indexOf(prefetcher);
    if (index >= 0) prefetchers.splice(index, 1);
  };
}

/** Prefetches what a link's target needs, at most once a minute per address. */
export function prefetchHref(href: string, now = Date.now()): void {
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin) return;
  const key = `${url.pathname}${url.search}`;
  const last = recent.get(key);
  if (last !== undefined && now - last < REPEAT_AFTER_MS) return;
  const prefetcher = prefetchers.find((p) => p.matches(url.pathname));
  if (!prefetcher) return;
  recent.set(key, now);
  prefetcher.prefetch(url.pathname, url.searchParams)?.catch(() => {
    recent.delete(key);
  });
}

/** Event handlers for a link: prefetch its target on hover and on focus. */
export function prefetchOnIntent(href: string) {
  const start = () => prefetchHref(href);
  return { onMouseEnter: start, onFocus: start };
}

/** The idle delay before the main pages are prefetched (spec 9: about 200 ms). */
export const IDLE_PREFETCH_DELAY_MS = 200;

export interface SettledOptions {
  /** Whether the current page is still loading its data: the task waits until it is not. */
  isBusy: () => boolean;
  /** Calls back whenever that may have changed; returns the unsubscribe. */
  subscribe: (onChange: () => void) => () => void;
}

/**
 * Runs a task once the browser is idle, about 200 ms after the call, and (with `settled`) only
 * after the current page has its data, so prefetching never competes with it (issue 14).
 * Returns the cancel.
 */
export function whenIdle(task: () => void, settled?: SettledOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let idleHandle: number | null = null;
  let unsubscribe: (() => void) | null = null;
  const run = () => {
    idleHandle = null;
    if (!settled?.isBusy()) {
      task();
      return;
    }
    unsubscribe = settled.subscribe(() => {
      if (settled.isBusy()) return;
      unsubscribe?.();
      unsubscribe = null;
      schedule();
    });
  };
  const schedule = () => {
    timer = setTimeout(() => {
      timer = null;
      if (typeof window.requestIdleCallback === "function") {
        idleHandle = window.requestIdleCallback(run, { timeout: 2000 });
      } else {
        run();
      }
    }, IDLE_PREFETCH_DELAY_MS);
  };
  schedule();
  return () => {
    if (timer !== null) clearTimeout(timer);
    if (idleHandle !== null) window.cancelIdleCallback(idleHandle);
    unsubscribe?.();
  };
}

/** Prefetches addresses once the browser is idle, about 200 ms after the call; returns the cancel. */
export function prefetchWhenIdle(hrefs: readonly string[], settled?: SettledOptions): () => void {
  return whenIdle(() => {
    for (const href of hrefs) prefetchHref(href);
  }, settled);
}

/** Test helper: forget what was prefetched. */
export function resetPrefetchForTests(): void {
  recent.clear();
  prefetchers.length = 0;
}
