import { type AuthoredLesson, authoredLessonSchema } from "@app/contract/authoring";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { contentKeys } from "./keys";

/** GET /api/admin/content/lessons/{id}: a lesson whole, answers and video included. */
export async function getAuthoredLesson(id: number, signal?: AbortSignal): Promise<AuthoredLesson> {
  return authoredLessonSchema.parse(await api.get<unknown>(`/admin/content/lessons/${id}`, { signal }));
}

export function authoredLessonQueryOptions(id: number) {
  return queryOptions({
    queryKey: contentKeys.lesson(id),
    queryFn: ({ signal }) => getAuthoredLesson(id, signal),
    meta: { persist: false },
  });
}
