import { type LessonBrief, lessonBriefResponseSchema } from "@app/contract/tutoring";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { tutorAreaKeys } from "./keys";

/** GET /api/tutor/lessons/{id}/brief: weakest skills since the last lesson, homework, practice to set. */
export async function getLessonBrief(lessonId: number, signal?: AbortSignal): Promise<LessonBrief> {
  return lessonBriefResponseSchema.parse(
    await api.get<unknown>(`/tutor/lessons/${lessonId}/brief`, { signal }),
  );
}

export function lessonBriefQueryOptions(lessonId: number) {
  return queryOptions({
    queryKey: tutorAreaKeys.brief(lessonId),
    queryFn: ({ signal }) => getLessonBrief(lessonId, signal),
    ...LIVE_DATA,
  });
}
