import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import { buildContentItem } from "../test/build-content-item";
import {
  getRecentMaterials,
  RECENT_DEFAULT_COUNT,
  RECENT_STALE_MS,
  recentFetchSize,
  recentMaterialsQueryOptions,
  sortByLastAccessed,
} from "./get-recent-materials";

describe("recent materials (spec 9)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 5 by default and keeps them fresh for 2 minutes", () => {
    expect(RECENT_DEFAULT_COUNT).toBe(5);
    expect(RECENT_STALE_MS).toBe(120_000);
    expect(recentMaterialsQueryOptions(null).staleTime).toBe(120_000);
  });

  it("fetches max(2 × count, 10)", () => {
    expect(recentFetchSize(1)).toBe(10);
    expect(recentFetchSize(5)).toBe(10);
    expect(recentFetchSize(6)).toBe(12);
    expect(recentFetchSize(8)).toBe(16);
    expect(recentFetchSize(0)).toBe(10);
  });

  it("asks for recent items only, with that size, and keeps the newest `count`", async () => {
    const items = [
      buildContentItem({ id: 1, lastAccessed: "2026-11-01T10:00:00.000Z" }),
      buildContentItem({ id: 2, lastAccessed: "2026-11-20T10:00:00.000Z" }),
      buildContentItem({ id: 3, lastAccessed: "2026-11-10T10:00:00.000Z" }),
      buildContentItem({ id: 4, lastAccessed: "2026-11-15T10:00:00.000Z" }),
    ];
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, { content: items, total: items.length, total_is_capped: false }),
    );
    vi.stubGlobal("fetch", fetchMock);

    const recent = await getRecentMaterials(3, 9);

    const url = new URL(String(fetchMock.mock.calls[0]?.[0 as never]), "http://localhost");
    expect(url.pathname).toBe("/api/student-dashboard/library");
    expect(url.searchParams.get("recent_only")).toBe("true");
    expect(url.searchParams.get("limit")).toBe("10");
    expect(url.searchParams.get("student_id")).toBe("9");
    expect(recent.map((item) => item.id)).toEqual([2, 4, 3]);
  });

  it("sorts by lastAccessed, newest first, never-opened last", () => {
    const sorted = sortByLastAccessed([
      buildContentItem({ id: 1, lastAccessed: null }),
      buildContentItem({ id: 2, lastAccessed: "2026-01-02T00:00:00.000Z" }),
      buildContentItem({ id: 3, lastAccessed: "2026-03-02T00:00:00.000Z" }),
    ]);
    expect(sorted.map((item) => item.id)).toEqual([3, 2, 1]);
  });
});
