import type { ContentItem } from "@app/contract/dashboard";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import {
  canSearch,
  contentResultHref,
  librarySearchHref,
  SEARCH_DEBOUNCE_MS,
  SEARCH_DROPDOWN_SIZE,
  SEARCH_FETCH_LIMIT,
  SEARCH_MIN_CHARS,
  SEARCH_RESULT_CAP,
  searchContent,
} from "./search-content";

const item = (id: number, title: string, overrides: Partial<ContentItem> = {}): ContentItem => ({
  id,
  title,
  description: null,
  content_type: "material",
  type: "material",
  subject: "Mathematics",
  difficulty: "beginner",
  topics: [],
  bookmarked: false,
  lastAccessed: null,
  material_id: null,
  ...overrides,
});

describe("search rules (spec 5, 9)", () => {
  it("uses the spec's numbers", () => {
    expect([
      SEARCH_MIN_CHARS,
      SEARCH_DEBOUNCE_MS,
      SEARCH_FETCH_LIMIT,
      SEARCH_RESULT_CAP,
      SEARCH_DROPDOWN_SIZE,
    ]).toEqual([2, 300, 80, 8, 5]);
  });

  it("searches with 2 trimmed characters, or any term on the library and learning-paths pages", () => {
    expect(canSearch(" a ", "/student/progress")).toBe(false);
    expect(canSearch("ab", "/student/progress")).toBe(true);
    expect(canSearch("", "/student/library")).toBe(true);
    expect(canSearch("a", "/student/learning-paths/4")).toBe(true);
    expect(canSearch("a", "/student/library-3d")).toBe(false);
  });

  it("opens material and video at the material page, quizzes and homework in the library", () => {
    expect(contentResultHref(item(4, "x"))).toBe("/student/material/4");
    expect(contentResultHref(item(4, "x", { material_id: 9, content_type: "video", type: "video" }))).toBe(
      "/student/material/9",
    );
    expect(contentResultHref(item(5, "x", { content_type: "quiz", type: "quiz" }))).toBe(
      "/student/library?content=5&type=quiz",
    );
    expect(contentResultHref(item(6, "x", { content_type: "homework", type: "homework" }))).toBe(
      "/student/library?content=6&type=homework",
    );
    expect(librarySearchHref(" linear eq ")).toBe("/student/library?search=linear%20eq");
  });

  it("keeps the server's order and its first 8 results, without ranking them again", async () => {
    const content = [
      item(3, "Balancing: an inequality"),
      item(1, "Equations with variables on both sides"),
      ...Array.from({ length: 9 }, (_, i) => item(10 + i, `Equations ${i}`, { bookmarked: i === 8 })),
    ];
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      expect(url.searchParams.get("search")).toBe("equ");
      return jsonResponse(200, { content, total: 120, total_is_capped: false });
    });
    vi.stubGlobal("fetch", fetchMock);
    const results = await searchContent(" equ ".trim(), null);
    expect(results.items.map((i) => i.id)).toEqual([3, 1, 10, 11, 12, 13, 14, 15]);
    expect(results).toMatchObject({ total: 120, isTotalCapped: false });
    vi.unstubAllGlobals();
  });
});
