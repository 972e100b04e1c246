import { guessChance, isKnown, lessonPhase } from "@app/domain/learning-policy";
import { CONTINUE_WITHIN_DAYS } from "@app/domain/next-step";
import type { Deps } from "../../deps.ts";
import { listTemplatePractice } from "../catalogue/catalogue.service.ts";
import * as repo from "./progress.repository.ts";

type Answers = { correct: boolean; guess: number }[];

/**
 * Each lesson's answers as the knowledge estimate reads them (issue 28, learning-policy.ts): in
 * order, each with its question's chance of a guess; a right answer typed after the answer was
 * shown counts as a miss, as it does for review.
 */
export async function lessonAnswers(
  deps: Deps,
  studentId: number,
  materialIds: readonly number[],
): Promise<Map<number, Answers>> {
  const ids = [...new Set(materialIds)];
  const [rows, templates] = await Promise.all([
    repo.attemptSequences(deps.db, studentId, ids),
    listTemplatePractice(deps, ids),
  ]);
  const guesses = new Map(
    templates.map((t) => [t.id, new Map(t.questions.map((q) => [q.id, guessChance(q)] as const))]),
  );
  const answers = new Map<number, Answers>(ids.map((id) => [id, []]));
  for (const r of rows)
    answers.get(r.material_id)?.push({
      correct: r.is_correct && !r.after_reveal,
      guess: guesses.get(r.material_id)?.get(r.question_id) ?? 0.05,
    });
  return answers;
}

/** Which of the lessons the student's answers show known. */
export async function knownLessons(deps: Deps, studentId: number, materialIds: readonly number[]) {
  const answers = await lessonAnswers(deps, studentId, materialIds);
  return new Set([...answers].filter(([, a]) => isKnown(a)).map(([id]) => id));
}

/** Lessons finished in the last 14 days, latest first: the candidates for a `practise` step. */
export async function recentlyCompleted(deps: Deps, studentId: number, now: Date) {
  const since = new Date(now.getTime() - CONTINUE_WITHIN_DAYS * 86_400_000);
  return repo.listRecentlyCompleted(deps.db, studentId, since, 5);
}

/** Of the recently finished lessons, those the estimate does not call known yet. */
export function lessonsToPractise(
  rows: Awaited<ReturnType<typeof recentlyCompleted>>,
  answers: ReadonlyMap<number, Answers>,
) {
  return rows
    .filter((r) => lessonPhase({ completed: true, answers: answers.get(r.material_id) ?? [] }) === "practise")
    .map((r) => ({
      materialId: r.material_id,
      title: r.title,
      lastActivityAt: new Date(r.updated_at).toISOString(),
    }));
}
