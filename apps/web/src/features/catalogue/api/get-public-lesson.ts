import { queryOptions } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import type { PublicLesson } from "./types";

/** Spec 8's message when a material cannot be loaded for another reason than "not found". */
export const FETCH_TEMPLATE_ERROR = "Failed to fetch material template";

/** GET /api/public/materials/{id}: a lesson's public preview (body, examples, deck; no answers). */
export async function getPublicLesson(lessonId: string, signal?: AbortSignal): Promise<PublicLesson> {
  try {
    return await api.get<PublicLesson>(`/public/materials/${encodeURIComponent(lessonId)}`, { signal });
  } catch (error) {
    // A 400 (an id that is not a number) and a 404 both mean there is no such lesson: keep them.
    if (signal?.aborted || !isApiError(error) || isApiError(error, 400, 404)) throw error;
    throw new Error(FETCH_TEMPLATE_ERROR, { cause: error });
  }
}

export function publicLessonQueryOptions(lessonId: string) {
  return queryOptions({
    queryKey: ["catalogue", "lesson", lessonId] as const,
    queryFn: ({ signal }) => getPublicLesson(lessonId, signal),
  });
}
