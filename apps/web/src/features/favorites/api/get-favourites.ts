import type { ContentItem, LibraryResponse } from "@app/contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { type LibraryQuery, libraryQueryOptions } from "@/shared/library/library-api";

/** The most favourites the page lists (the library call's own limit). */
export const FAVOURITES_LIMIT = 100;

/** GET /api/student-dashboard/library?favourites_only=true: the student's favourite items. */
export const FAVOURITES_QUERY: LibraryQuery = { favouritesOnly: true, limit: FAVOURITES_LIMIT };

export function favouritesQueryOptions(studentId: number | null) {
  return queryOptions({
    ...libraryQueryOptions(FAVOURITES_QUERY, studentId),
    select: (data: LibraryResponse): ContentItem[] => data.content,
    staleTime: 0,
  });
}
