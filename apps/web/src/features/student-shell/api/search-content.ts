import type { ContentItem, LibraryResponse } from "@app/contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { getLibrary, type LibraryQuery, libraryQueryOptions } from "@/shared/library/library-api";

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

const searchQuery = (term: string): LibraryQuery => ({
  type: "material",
  search: term,
  limit: SEARCH_FETCH_LIMIT,
});

/** The first results in the server's order (it ranks every match), never re-ranked here. */
function selectResults(data: LibraryResponse): SearchResults {
  return {
    items: data.content.slice(0, SEARCH_RESULT_CAP),
    total: Math.max(data.total, data.content.length),
    isTotalCapped: data.total_is_capped,
  };
}

/** The content search (spec 7.7): the library call with type material and limit 80. */
export async function searchContent(
  term: string,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<SearchResults> {
  return selectResults(await getLibrary(searchQuery(term), studentId, signal));
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
  return queryOptions({
    ...libraryQueryOptions(searchQuery(term.trim()), studentId),
    select: selectResults,
    staleTime: SEARCH_CACHE_MS,
    gcTime: SEARCH_CACHE_MS,
    enabled,
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
