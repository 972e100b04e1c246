import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchContentTree } from "@/shared/content/admin-content-fetchers";
import { mathKeys } from "./keys";

export interface LessonChoice {
  id: number;
  label: string;
}

/** GET /api/admin/content, flattened to the lessons a geometry question can be saved to. */
export async function getAuthoringLessons(signal?: AbortSignal): Promise<LessonChoice[]> {
  const tree = await fetchContentTree(signal);
  return tree.courses.flatMap((c) =>
    c.units.flatMap((u) =>
      u.lessons.map((l) => ({ id: l.id, label: `${c.title} › ${u.title} › ${l.title}` })),
    ),
  );
}

export function authoringLessonsQueryOptions() {
  return queryOptions({
    queryKey: mathKeys.lessons(),
    queryFn: ({ signal }) => getAuthoringLessons(signal),
    meta: { persist: false },
  });
}

export function useAuthoringLessons() {
  return useQuery(authoringLessonsQueryOptions());
}
