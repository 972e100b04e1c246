import type { CourseDetail } from "@app/contract/catalogue";
import { queryOptions } from "@tanstack/react-query";
import { fetchCourse } from "@/shared/content/admin-content-fetchers";
import { catalogueKeys } from "./keys";

/** GET /api/public/courses/{idOrSlug}: a course with its units and their lessons (no sign-in). */
export async function getCourse(courseKey: string, signal?: AbortSignal): Promise<CourseDetail> {
  return fetchCourse(courseKey, signal);
}

export function courseQueryOptions(courseKey: string) {
  return queryOptions({
    queryKey: catalogueKeys.course(courseKey),
    queryFn: ({ signal }) => getCourse(courseKey, signal),
  });
}
