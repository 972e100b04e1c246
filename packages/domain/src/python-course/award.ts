/*
 * What passing a Python exercise counts for (issue 25, decision 007's fair play). A pass is one
 * question answered right; each check run the server failed before it, and each hint taken, is a
 * mistake in the spec's award (−2 each, and it lowers the accuracy bonus); once a line of the
 * solution was shown the pass earns nothing (as an answer shown earns nothing, decision 041), though
 * it still moves progress and the streak. An exercise earns XP once, on its first pass.
 */

/** Hints before the solution: a nudge, then a bigger hint. */
export const PYTHON_HINTS_BEFORE_SOLUTION = 2;

/** At most this many failed runs count as mistakes: trying again is never punished without end. */
export const PYTHON_MISTAKES_COUNTED = 5;

export interface PythonExerciseEffort {
  /** Check runs the server judged failed before this pass. */
  failedRuns: number;
  /** Hints taken (a nudge, a bigger hint), not counting solution lines. */
  hintsTaken: number;
  /** Lines of the reference solution shown. */
  solutionLinesShown: number;
}

/** The answers a pass counts as, for the spec's set award: one right answer and its mistakes. */
export function countPythonPass(effort: PythonExerciseEffort): { correct: number; mistakes: number } {
  if (effort.solutionLinesShown > 0) return { correct: 0, mistakes: 0 };
  const mistakes = Math.min(
    PYTHON_MISTAKES_COUNTED,
    Math.max(0, effort.failedRuns) + Math.max(0, effort.hintsTaken),
  );
  return { correct: 1, mistakes };
}

/** Which hint comes next: 0 and 1 are the nudge and the bigger hint, then solution lines one by one. */
export function nextHintStep(
  taken: number,
  solutionLines: number,
): { kind: "hint" | "solution-line"; index: number } | null {
  if (taken < PYTHON_HINTS_BEFORE_SOLUTION) return { kind: "hint", index: taken };
  const line = taken - PYTHON_HINTS_BEFORE_SOLUTION;
  return line < solutionLines ? { kind: "solution-line", index: line } : null;
}
