import { type ContentItem, libraryResponseSchema } from "@app/contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { libraryKey } from "./get-library";
import { toLibraryError } from "./library-errors";

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

/** The student's recently opened items: GET …/library?recent_only=true&limit=max(2×count,10), newest first. */
export async function getRecentMaterials(
  count: number,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<ContentItem[]> {
  try {
    const params = new URLSearchParams({ recent_only: "true", limit: String(recentFetchSize(count)) });
    const path = withStudentId(`/student-dashboard/library?${params}`, studentId);
    const data = libraryResponseSchema.parse(await api.get<unknown>(path, { signal }));
    return sortByLastAccessed(data.content.filter((item) => item.lastAccessed)).slice(0, count);
  } catch (error) {
    throw toLibraryError("fetch content library", error);
  }
}

export function recentMaterialsQueryOptions(studentId: number | null, count = RECENT_DEFAULT_COUNT) {
  return queryOptions({
    queryKey: [...libraryKey(studentId), "recent", count] as const,
    queryFn: ({ signal }) => getRecentMaterials(count, studentId, signal),
    staleTime: RECENT_STALE_MS,
  });
}
