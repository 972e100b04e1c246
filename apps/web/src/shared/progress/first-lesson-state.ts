/*
 * How onboarding tells the lesson it opens that the student arrived there as their first lesson
 * (issue 21): the page then says why it was chosen and offers the earlier steps. It travels in the
 * router's location state: a reload or a shared link shows the lesson as usual.
 */

export interface FirstLesson {
  /** The learning path whose first open lesson this is. */
  pathTitle: string;
}

/** The location state onboarding navigates with. */
export function firstLessonState(first: FirstLesson): { firstLesson: FirstLesson } {
  return { firstLesson: first };
}

/** The first-lesson note in a location's state, if any. */
export function readFirstLesson(state: unknown): FirstLesson | null {
  if (typeof state !== "object" || state === null || !("firstLesson" in state)) return null;
  const first = (state as { firstLesson: unknown }).firstLesson;
  if (typeof first !== "object" || first === null) return null;
  const pathTitle = (first as { pathTitle?: unknown }).pathTitle;
  return typeof pathTitle === "string" ? { pathTitle } : null;
}
