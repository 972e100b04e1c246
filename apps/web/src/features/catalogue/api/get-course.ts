import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { CourseDetail } from "./types";

/** GET /api/public/courses/{idOrSlug}: a course with its units and their lessons (no sign-in). */
export function getCourse(courseKey: string, signal?: AbortSignal): Promise<CourseDetail> {
  return api.get<CourseDetail>(`/public/courses/${encodeURIComponent(courseKey.toLowerCase())}`, { signal });
}

export function courseQueryOptions(courseKey: string) {
  return queryOptions({
    queryKey: ["catalogue", "course", courseKey.toLowerCase()] as const,
    queryFn: ({ signal }) => getCourse(courseKey, signal),
  });
}
