import { type CourseListItem, coursesResponseSchema } from "@app/contract/catalogue";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { catalogueKeys } from "./keys";

/** GET /api/public/courses: every course of the catalogue with its unit and lesson counts. */
export async function listCourses(signal?: AbortSignal): Promise<CourseListItem[]> {
  return coursesResponseSchema.parse(await api.get<unknown>("/public/courses", { signal })).courses;
}

export function coursesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.courses(),
    queryFn: ({ signal }) => listCourses(signal),
  });
}
