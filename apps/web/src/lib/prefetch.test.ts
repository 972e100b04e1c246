import { afterEach, describe, expect, it, vi } from "vitest";
import {
  IDLE_PREFETCH_DELAY_MS,
  prefetchHref,
  prefetchOnIntent,
  prefetchWhenIdle,
  registerPrefetcher,
  resetPrefetchForTests,
  whenIdle,
} from "./prefetch";

describe("prefetching (spec 2.10, 9)", () => {
  afterEach(() => {
    resetPrefetchForTests();
    vi.useRealTimers();
  });

  it("prefetches a matching link's target on hover or focus, once a minute at most", () => {
    const prefetch = vi.fn((_pathname: string) => Promise.resolve());
    registerPrefetcher({ matches: (path) => path.startsWith("/student/library"), prefetch });
    const handlers = prefetchOnIntent("/student/library?student_id=2");
    handlers.onMouseEnter();
    handlers.onFocus();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]?.[0]).toBe("/student/library");
    prefetchHref("/student/messages");
    expect(prefetch).toHaveBeenCalledTimes(1);
    prefetchHref("/student/library?student_id=2", Date.now() + 61_000);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it("prefetches the main pages about 200 ms after the call, unless cancelled", () => {
    vi.useFakeTimers();
    const prefetch = vi.fn((_pathname: string) => Promise.resolve());
    registerPrefetcher({ matches: () => true, prefetch });
    prefetchWhenIdle(["/student/dashboard", "/student/homework"]);
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS - 1);
    expect(prefetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    expect(prefetch).toHaveBeenCalledTimes(2);

    const cancel = prefetchWhenIdle(["/student/progress"]);
    cancel();
    vi.runAllTimers();
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it("waits for the current page's data before prefetching (issue 14)", () => {
    vi.useFakeTimers();
    let busy = true;
    const listeners = new Set<() => void>();
    const task = vi.fn();
    whenIdle(task, {
      isBusy: () => busy,
      subscribe: (onChange) => {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
    });
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    expect(listeners.size).toBe(1);
    busy = false;
    for (const listener of [...listeners]) listener();
    expect(listeners.size).toBe(0);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("never runs a cancelled task, also while waiting for the data", () => {
    vi.useFakeTimers();
    const listeners = new Set<() => void>();
    const task = vi.fn();
    const cancel = whenIdle(task, {
      isBusy: () => true,
      subscribe: (onChange) => {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
    });
    vi.runAllTimers();
    cancel();
    expect(listeners.size).toBe(0);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
