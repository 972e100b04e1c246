import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  persistQueryCache,
  QUERY_CACHE_MAX_AGE_MS,
  QUERY_CACHE_STORAGE_KEY,
  restoreQueryCache,
  saveQueryCache,
} from "./query-persistence";

/** The persister writes after its throttle; let that pass. */
async function flush() {
  await vi.advanceTimersByTimeAsync(1500);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the persisted query cache (spec 7.7, 9), through TanStack's persister", () => {
  it("is kept in localStorage and restored while younger than 10 minutes", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    expect(QUERY_CACHE_MAX_AGE_MS).toBe(600_000);
    const source = new QueryClient();
    source.setQueryData(["student-dashboard", "progress", 1], { level: 3 });
    await saveQueryCache(source);
    await flush();
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toContain("student-dashboard");

    vi.setSystemTime(1_000_000 + QUERY_CACHE_MAX_AGE_MS - 2000);
    const target = new QueryClient();
    await restoreQueryCache(target);
    expect(target.getQueryData(["student-dashboard", "progress", 1])).toEqual({ level: 3 });
  });

  it("is discarded once older than 10 minutes", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const source = new QueryClient();
    source.setQueryData(["a"], 1);
    await saveQueryCache(source);
    await flush();
    vi.setSystemTime(1_000_000 + QUERY_CACHE_MAX_AGE_MS + 5000);
    const target = new QueryClient();
    await restoreQueryCache(target);
    expect(target.getQueryData(["a"])).toBeUndefined();
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });

  it("drops a damaged entry, and skips queries marked not to persist", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, "{not json");
    const target = new QueryClient();
    await restoreQueryCache(target).catch(() => {});
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();

    vi.useFakeTimers({ now: 1_000_000 });
    const source = new QueryClient();
    source.getQueryCache().build(source, { queryKey: ["search"], meta: { persist: false } });
    source.setQueryData(["search"], [1]);
    await saveQueryCache(source);
    await flush();
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY) ?? "").not.toContain("search");
  });

  it("is written at once when the page is left, so a reload right after a change restores it", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    localStorage.removeItem(QUERY_CACHE_STORAGE_KEY);
    localStorage.setItem("auth_token", "token-of-sam");
    const client = new QueryClient();
    const stop = persistQueryCache(client);
    await vi.advanceTimersByTimeAsync(0);
    client.setQueryData(["student-dashboard", "profile"], { bio: "before" });
    await flush();
    // A save, then a reload within the throttle's second.
    client.setQueryData(["student-dashboard", "profile"], { bio: "saved" });
    window.dispatchEvent(new Event("pagehide"));
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toContain('"bio":"saved"');
    const restored = new QueryClient();
    await restoreQueryCache(restored);
    expect(restored.getQueryData(["student-dashboard", "profile"])).toEqual({ bio: "saved" });
    stop();
  });

  it("is never written on leaving once the session has ended or another has begun", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    localStorage.setItem("auth_token", "token-of-sam");
    const client = new QueryClient();
    const stop = persistQueryCache(client);
    await vi.advanceTimersByTimeAsync(0);
    client.setQueryData(["student-dashboard", "profile"], { name: "Sam" });
    // Signed out: storage cleared, then the page is left.
    localStorage.clear();
    window.dispatchEvent(new Event("pagehide"));
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
    // Another account signed in in the meantime.
    localStorage.setItem("auth_token", "token-of-priya");
    window.dispatchEvent(new Event("pagehide"));
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
    stop();
    localStorage.clear();
  });
});
