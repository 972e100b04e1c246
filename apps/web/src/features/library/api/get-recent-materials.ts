import type { ContentItem, LibraryResponse } from "@app/contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { getLibrary, type LibraryQuery, libraryQueryOptions } from "@/shared/library/library-api";

/** Recent materials (spec 9): 5 by default, cached 2 minutes. */
export const RECENT_DEFAULT_COUNT = 5;
export const RECENT_STALE_MS = 2 * 60_000;

/** How many to ask for to show `count` (spec 9): max(2 × count, 10), so a few odd items cannot leave gaps. */
export function recentFetchSize(count: number): number {
  return Math.max(2 * count, 10);
}

const accessedAt = (item: ContentItem) => (item.lastAccessed ? Date.parse(item.lastAccessed) : 0);

/** Most recently opened first; items never opened last. */
export function sortByLastAccessed(items: readonly ContentItem[]): ContentItem[] {
  return [...items].sort((a, b) => accessedAt(b) - accessedAt(a));
}

const recentQuery = (count: number): LibraryQuery => ({ recentOnly: true, limit: recentFetchSize(count) });

/** The newest `count` opened items of a library answer. */
function selectRecent(data: LibraryResponse, count: number): ContentItem[] {
  return sortByLastAccessed(data.content.filter((item) => item.lastAccessed)).slice(0, count);
}

/** The student's recently opened items: GET …/library?recent_only=true&limit=max(2×count,10), newest first. */
export async function getRecentMaterials(
  count: number,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<ContentItem[]> {
  return selectRecent(await getLibrary(recentQuery(count), studentId, signal), count);
}

export function recentMaterialsQueryOptions(studentId: number | null, count = RECENT_DEFAULT_COUNT) {
  return queryOptions({
    ...libraryQueryOptions(recentQuery(count), studentId),
    select: (data: LibraryResponse) => selectRecent(data, count),
    staleTime: RECENT_STALE_MS,
    // Recent items are worth keeping over a reload, like the rest of the dashboard.
    meta: undefined,
  });
}
