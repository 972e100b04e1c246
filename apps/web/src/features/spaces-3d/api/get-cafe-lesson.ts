import { CAFE_LESSON_SLUG } from "@app/domain/scene/cafe-dialogue";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchCourse } from "@/shared/content/admin-content-fetchers";
import { spacesKeys } from "./keys";

/** The French course holding the café lesson. */
const FRENCH_COURSE = "french-beginners";

/** The café lesson's material id, from the French course's catalogue (null when it is not there). */
export async function getCafeLessonId(signal?: AbortSignal): Promise<number | null> {
  const course = await fetchCourse(FRENCH_COURSE, signal);
  for (const unit of course.units) {
    const lesson = unit.materials.find((l) => l.slug === CAFE_LESSON_SLUG);
    if (lesson) return lesson.id;
  }
  return null;
}

export function cafeLessonQueryOptions() {
  return queryOptions({
    queryKey: spacesKeys.cafeLesson(),
    queryFn: ({ signal }) => getCafeLessonId(signal),
  });
}

export function useCafeLesson() {
  return useQuery(cafeLessonQueryOptions());
}
