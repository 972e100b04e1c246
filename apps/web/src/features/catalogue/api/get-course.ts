import { type CourseDetail, courseDetailSchema } from "@app/contract/catalogue";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { catalogueKeys } from "./keys";

/** GET /api/public/courses/{idOrSlug}: a course with its units and their lessons (no sign-in). */
export async function getCourse(courseKey: string, signal?: AbortSignal): Promise<CourseDetail> {
  const data = await api.get<unknown>(`/public/courses/${encodeURIComponent(courseKey.toLowerCase())}`, {
    signal,
  });
  return courseDetailSchema.parse(data);
}

export function courseQueryOptions(courseKey: string) {
  return queryOptions({
    queryKey: catalogueKeys.course(courseKey),
    queryFn: ({ signal }) => getCourse(courseKey, signal),
  });
}
