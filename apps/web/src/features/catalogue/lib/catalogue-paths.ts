import type { CatalogueLesson, CatalogueUnit, CourseDetail, CourseSummary } from "../api/types";

type CourseRef = Pick<CourseSummary, "slug">;
type UnitRef = Pick<CatalogueUnit, "slug">;

/** The public catalogue's addresses (spec 2.1); courses and units by slug, lessons by id. */
export const cataloguePaths = {
  library: "/library",
  course: (course: CourseRef) => `/courses/${course.slug}`,
  unit: (course: CourseRef, unit: UnitRef) => `/courses/${course.slug}/units/${unit.slug}`,
  lesson: (course: CourseRef, unit: UnitRef, lesson: Pick<CatalogueLesson, "id">) =>
    `/courses/${course.slug}/units/${unit.slug}/lessons/${lesson.id}`,
};

/** A unit of a course by its id or its slug, as the address may carry either. */
export function findUnit(detail: CourseDetail, unitKey: string): CatalogueUnit | undefined {
  const key = unitKey.toLowerCase();
  return detail.units.find((unit) => String(unit.id) === key || unit.slug === key);
}

/** The units in course order, each with its lessons in step order. */
export function orderedUnits(detail: CourseDetail): CatalogueUnit[] {
  return [...detail.units]
    .sort((a, b) => a.position - b.position)
    .map((unit) => ({
      ...unit,
      materials: [...unit.materials].sort((a, b) => a.step_number - b.step_number),
    }));
}

export interface LessonPlace {
  unit: CatalogueUnit;
  lesson: CatalogueLesson;
}

/**
 * Where a lesson sits in its course: its unit, and the lessons before and after it in course order
 * (crossing into the neighbouring unit at a unit's ends). Undefined when the course has no such lesson.
 */
export function placeLesson(
  detail: CourseDetail,
  lessonId: number,
): { current: LessonPlace; previous: LessonPlace | null; next: LessonPlace | null } | undefined {
  const sequence = orderedUnits(detail).flatMap((unit) => unit.materials.map((lesson) => ({ unit, lesson })));
  const index = sequence.findIndex((place) => place.lesson.id === lessonId);
  if (index < 0) return undefined;
  return {
    current: sequence[index]!,
    previous: sequence[index - 1] ?? null,
    next: sequence[index + 1] ?? null,
  };
}

/** Total minutes of a list of lessons. */
export function totalMinutes(lessons: readonly Pick<CatalogueLesson, "estimated_time">[]): number {
  return lessons.reduce((sum, lesson) => sum + (lesson.estimated_time || 0), 0);
}

/** "45 min" or "1 h 20 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
