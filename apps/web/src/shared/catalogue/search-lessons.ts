import { type LessonSearchResponse, lessonSearchResponseSchema } from "@app/contract/search";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { lessonSearchKeys } from "./keys";

/**
 * GET /api/public/lessons (no sign-in): matching lessons, best first, ranked by the server. The
 * public library and the tutor's homework lesson picker both search through it.
 */
export async function searchLessons(term: string, signal?: AbortSignal): Promise<LessonSearchResponse> {
  const params = new URLSearchParams({ search: term });
  return lessonSearchResponseSchema.parse(await api.get<unknown>(`/public/lessons?${params}`, { signal }));
}

export function searchLessonsQueryOptions(term: string) {
  const trimmed = term.trim();
  return queryOptions({
    queryKey: lessonSearchKeys.search(trimmed),
    queryFn: ({ signal }) => searchLessons(trimmed, signal),
    enabled: trimmed.length > 0,
    // A visitor's searches are not worth keeping across visits.
    meta: { persist: false },
  });
}
