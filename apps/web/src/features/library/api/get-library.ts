import type { ContentItem, LibraryResponse } from "@app/contract/dashboard";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { LIBRARY_MAX_LIMIT, type LibraryQuery, libraryQueryOptions } from "@/shared/library/library-api";

export const CONTENT_TYPES = ["material", "video", "quiz", "homework"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;

/** Results shown at first, and added by each "Show more"; the server gives at most 100 at once. */
export const LIBRARY_PAGE_SIZE = 24;
export { LIBRARY_MAX_LIMIT };

export interface LibraryFilters {
  search: string;
  type: ContentType | null;
  difficulty: string | null;
  isFavouritesOnly: boolean;
}

export interface LibraryPage {
  items: ContentItem[];
  /** Matches in all, counted up to the server's cap. */
  total: number;
  /** The server stopped counting at its cap (400): there may be more. */
  isTotalCapped: boolean;
}

/** The library call a page of filtered results makes. */
export function libraryQueryOf(filters: LibraryFilters, limit: number): LibraryQuery {
  return {
    search: filters.search,
    type: filters.type,
    difficulty: filters.difficulty,
    favouritesOnly: filters.isFavouritesOnly,
    limit,
  };
}

/** The answer as the page shows it. */
export function toLibraryPage(data: LibraryResponse): LibraryPage {
  return {
    items: data.content,
    total: Math.max(data.total, data.content.length),
    isTotalCapped: data.total_is_capped,
  };
}

export function libraryPageQueryOptions(filters: LibraryFilters, limit: number, studentId: number | null) {
  return queryOptions({
    ...libraryQueryOptions(libraryQueryOf(filters, limit), studentId),
    select: toLibraryPage,
    // Filtering or asking for more keeps the current results on screen until the new ones come.
    placeholderData: keepPreviousData,
  });
}

/** "1 result", "37 results", or "400+ results" when the server stopped counting. */
export function formatResultCount(total: number, isTotalCapped: boolean): string {
  if (isTotalCapped) return `${total}+ results`;
  return `${total} ${total === 1 ? "result" : "results"}`;
}
