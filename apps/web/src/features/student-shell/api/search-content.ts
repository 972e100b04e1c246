import { type ContentItem, libraryResponseSchema } from "@app/contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/** Search constants (spec 9). */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_FETCH_LIMIT = 80;
export const SEARCH_CACHE_MS = 10 * 60_000;
export const SEARCH_RESULT_CAP = 8;
export const SEARCH_DROPDOWN_SIZE = 5;

export interface SearchResults {
  /** The first results, at most 8. */
  items: ContentItem[];
  /** How many items matched in all. */
  total: number;
  /** The server stopped counting: there may be more than `total`. */
  isTotalCapped: boolean;
}

/** The content search (spec 7.7): the library call with type material and limit 80. */
export async function searchContent(
  term: string,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<SearchResults> {
  const params = new URLSearchParams({ type: "material", limit: String(SEARCH_FETCH_LIMIT) });
  if (term) params.set("search", term);
  const path = withStudentId(`/student-dashboard/library?${params.toString()}`, studentId);
  const data = libraryResponseSchema.parse(await api.get<unknown>(path, { signal }));
  return {
    items: rankContent(data.content, term).slice(0, SEARCH_RESULT_CAP),
    total: Math.max(data.total, data.content.length),
    isTotalCapped: (data as { total_is_capped?: unknown }).total_is_capped === true,
  };
}

function titleScore(title: string, term: string): number {
  if (!term) return 0;
  const t = title.toLowerCase();
  if (t.startsWith(term)) return 3;
  if (t.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(term))) return 2;
  return t.includes(term) ? 1 : 0;
}

/**
 * Orders the fetched matches (up to 80) before the first 8 are kept: a title starting with the
 * term, then a title word starting with it, then a title containing it; among equals, what the
 * student opened most recently, then their favourites, then the server's order.
 */
export function rankContent(items: readonly ContentItem[], term: string): ContentItem[] {
  const needle = term.trim().toLowerCase();
  return items
    .map((item, index) => ({ item, index, score: titleScore(item.title, needle) }))
    .sort((a, b) => {
      if (a.score !== b.score) return b.score - a.score;
      const aSeen = a.item.lastAccessed ? Date.parse(a.item.lastAccessed) : 0;
      const bSeen = b.item.lastAccessed ? Date.parse(b.item.lastAccessed) : 0;
      if (aSeen !== bSeen) return bSeen - aSeen;
      if (a.item.bookmarked !== b.item.bookmarked) return a.item.bookmarked ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ item }) => item);
}

/** Whether a term may be searched: 2 trimmed characters, or any term on the library and paths pages (spec 5). */
export function canSearch(term: string, pathname: string): boolean {
  return term.trim().length >= SEARCH_MIN_CHARS || isSearchPage(pathname);
}

/** The library and learning-paths pages, where the search always fetches. */
export function isSearchPage(pathname: string): boolean {
  return /^\/student\/(library|learning-paths)(\/|$)/.test(pathname);
}

export function searchQueryOptions(term: string, studentId: number | null, enabled: boolean) {
  const trimmed = term.trim();
  return queryOptions({
    queryKey: ["student-dashboard", "content-search", studentId, trimmed] as const,
    queryFn: ({ signal }) => searchContent(trimmed, studentId, signal),
    staleTime: SEARCH_CACHE_MS,
    gcTime: SEARCH_CACHE_MS,
    enabled,
    meta: { persist: false },
  });
}

/** Where a result leads (spec 2.8): material and video to the material page, the rest to the library. */
export function contentResultHref(item: ContentItem): string {
  const type = item.content_type ?? item.type;
  if (type === "material" || type === "video") return `/student/material/${item.material_id ?? item.id}`;
  return `/student/library?content=${item.id}&type=${type}`;
}

/** The library page filtered by a term ("View all N results in Library"). */
export function librarySearchHref(term: string): string {
  return `/student/library?search=${encodeURIComponent(term.trim())}`;
}
