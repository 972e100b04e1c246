import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { CourseListItem } from "./types";

/** GET /api/public/courses: every course of the catalogue with its unit and lesson counts. */
export async function listCourses(signal?: AbortSignal): Promise<CourseListItem[]> {
  const { courses } = await api.get<{ courses: CourseListItem[] }>("/public/courses", { signal });
  return courses;
}

export function coursesQueryOptions() {
  return queryOptions({
    queryKey: ["catalogue", "courses"] as const,
    queryFn: ({ signal }) => listCourses(signal),
  });
}
