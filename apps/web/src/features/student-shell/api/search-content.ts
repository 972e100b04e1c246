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

/**
 * The content search (spec 7.7): the library call with type material and limit 80. The server
 * ranks every match; the first 8 are kept in its order, never re-ranked here.
 */
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
    items: data.content.slice(0, SEARCH_RESULT_CAP),
    total: Math.max(data.total, data.content.length),
    isTotalCapped: data.total_is_capped,
  };
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
