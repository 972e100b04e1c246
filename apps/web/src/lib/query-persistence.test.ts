import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  QUERY_CACHE_MAX_AGE_MS,
  QUERY_CACHE_STORAGE_KEY,
  restoreQueryCache,
  saveQueryCache,
} from "./query-persistence";

describe("the persisted query cache (spec 7.7, 9)", () => {
  it("is kept under a versioned key and restored while younger than 10 minutes", () => {
    expect(QUERY_CACHE_STORAGE_KEY).toBe("brightpath-query-cache-v1");
    expect(QUERY_CACHE_MAX_AGE_MS).toBe(600_000);
    const source = new QueryClient();
    source.setQueryData(["student-dashboard", "progress", 1], { level: 3 });
    saveQueryCache(source, 1_000_000);

    const target = new QueryClient();
    expect(restoreQueryCache(target, 1_000_000 + QUERY_CACHE_MAX_AGE_MS)).toBe(true);
    expect(target.getQueryData(["student-dashboard", "progress", 1])).toEqual({ level: 3 });
  });

  it("is discarded once older than 10 minutes", () => {
    const source = new QueryClient();
    source.setQueryData(["a"], 1);
    saveQueryCache(source, 1_000_000);
    const target = new QueryClient();
    expect(restoreQueryCache(target, 1_000_000 + QUERY_CACHE_MAX_AGE_MS + 1)).toBe(false);
    expect(target.getQueryData(["a"])).toBeUndefined();
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });

  it("drops a damaged entry, and skips queries marked not to persist", () => {
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, "{not json");
    expect(restoreQueryCache(new QueryClient())).toBe(false);
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();

    const source = new QueryClient();
    source.getQueryCache().build(source, { queryKey: ["search"], meta: { persist: false } });
    source.setQueryData(["search"], [1]);
    saveQueryCache(source);
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });
});
