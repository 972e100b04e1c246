import type { ContentItem } from "@app/contract/dashboard";
import { describe, expect, it } from "vitest";
import {
  canSearch,
  contentResultHref,
  librarySearchHref,
  rankContent,
  SEARCH_DEBOUNCE_MS,
  SEARCH_DROPDOWN_SIZE,
  SEARCH_FETCH_LIMIT,
  SEARCH_MIN_CHARS,
  SEARCH_RESULT_CAP,
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

  it("ranks title prefix, then word start, then recently opened and favourites", () => {
    const ranked = rankContent(
      [
        item(1, "Systems of two equations"),
        item(2, "Balancing: an inequality"),
        item(3, "Solving linear equations", { lastAccessed: "2026-11-20T18:00:00Z" }),
        item(4, "Equations with variables on both sides"),
        item(5, "One-step equations", { bookmarked: true }),
      ],
      "equ",
    );
    expect(ranked.map((i) => i.id)).toEqual([4, 3, 5, 1, 2]);
  });
});
