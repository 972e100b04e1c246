import type { AuthoredLesson } from "@app/contract/authoring";
import { queryOptions } from "@tanstack/react-query";
import { fetchAuthoredLesson } from "@/shared/content/admin-content-fetchers";
import { contentKeys } from "./keys";

/** GET /api/admin/content/lessons/{id}: a lesson whole, answers and video included. */
export async function getAuthoredLesson(id: number, signal?: AbortSignal): Promise<AuthoredLesson> {
  return fetchAuthoredLesson(id, signal);
}

export function authoredLessonQueryOptions(id: number) {
  return queryOptions({
    queryKey: contentKeys.lesson(id),
    queryFn: ({ signal }) => getAuthoredLesson(id, signal),
    meta: { persist: false },
  });
}
