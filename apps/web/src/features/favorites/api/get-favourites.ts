import type { ContentItem } from "@app/contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/** The most favourites the page lists (the library call's own limit). */
export const FAVOURITES_LIMIT = 100;

/** GET /api/student-dashboard/library?favourites_only=true: the student's favourite items. */
export async function getFavourites(studentId: number | null, signal?: AbortSignal): Promise<ContentItem[]> {
  const { content } = await api.get<{ content: ContentItem[] }>(
    withStudentId(`/student-dashboard/library?favourites_only=true&limit=${FAVOURITES_LIMIT}`, studentId),
    { signal },
  );
  return content;
}

export const favouritesQueryKey = (studentId: number | null) => ["favourites", studentId] as const;

export function favouritesQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: favouritesQueryKey(studentId),
    queryFn: ({ signal }) => getFavourites(studentId, signal),
    staleTime: 0,
  });
}
