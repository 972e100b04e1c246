/**
 * "Step 2 of 4": a lesson's place in its unit, shown above its title by the lesson page and by the
 * lesson the server paints first (decision 072); null when the lesson has no place in a unit.
 */
export function stepLabel(lesson: { step_number: number | null; total_steps: number }): string | null {
  if (!lesson.step_number || !lesson.total_steps) return null;
  return `Step ${lesson.step_number} of ${lesson.total_steps}`;
}
