import { feedbackWithoutAnswer } from "@app/domain/answer-reveal";
import type { MaterialCounts } from "@app/domain/completion";
import { displayCorrectAnswer } from "@app/domain/evaluator/result";
import type { EvaluationResult, PracticeQuestion } from "@app/domain/evaluator/types";
import {
  accuracyPercent,
  badgeLabel,
  classifyAttempts,
  displayStatus,
  masteryLevel,
  masteryStatusOf,
} from "@app/domain/progress-status";
import { questionsOf, type TemplateRow } from "../catalogue/catalogue.service.ts";
import type * as repo from "./progress.repository.ts";

/** A material's id with what it holds and its author's completion settings. */
export interface Counts extends MaterialCounts {
  id: number;
  completion_config: Record<string, unknown>;
}

type ProgressRow = Awaited<ReturnType<typeof repo.progressRows>>[number];

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** Material progress (spec 3, 4.5), derived from attempts plus the progress row. */
export function presentProgress(
  counts: Counts,
  stats: repo.AttemptStats | undefined,
  row: ProgressRow | undefined,
) {
  const s = stats ?? {
    total_answered: 0,
    total_correct: 0,
    unique_answered: 0,
    unique_correct: 0,
    hints_used: 0,
    first_attempt_at: null,
    last_attempt_at: null,
  };
  const accuracy_pct = accuracyPercent(s.total_correct, s.total_answered);
  const unique_question_accuracy = accuracyPercent(s.unique_correct, s.unique_answered);
  const mastery_status = masteryStatusOf({
    uniqueAnswered: s.unique_answered,
    uniqueCorrect: s.unique_correct,
    totalQuestions: counts.question_count,
  });
  const is_completed = row?.is_completed ?? false;
  const status = displayStatus({
    isCompleted: is_completed,
    accuracyPct: accuracy_pct,
    masteryStatus: mastery_status,
  });
  const cards_seen = Array.isArray(row?.cards_seen) ? row.cards_seen : [];
  return {
    material_id: counts.id,
    unique_question_accuracy,
    accuracy_pct,
    total_questions_answered: s.total_answered,
    total_questions_correct: s.total_correct,
    unique_questions_answered: s.unique_answered,
    unique_questions_correct: s.unique_correct,
    total_questions: counts.question_count,
    mastery_status,
    mastery_level: masteryLevel(null, unique_question_accuracy),
    hints_used: s.hints_used,
    is_completed,
    completed_at: iso(row?.completed_at),
    first_attempt_at: iso(s.first_attempt_at),
    last_attempt_at: iso(s.last_attempt_at),
    cards_seen,
    total_cards: counts.card_count,
    time_spent_seconds: row?.time_spent_seconds ?? 0,
    display_status: status,
    badge: badgeLabel(status, accuracy_pct),
    classification: classifyAttempts({
      attempts: s.total_answered,
      accuracyPct: accuracy_pct,
      isCompleted: is_completed,
      masteryStatus: mastery_status,
    }),
  };
}
export type MaterialProgress = ReturnType<typeof presentProgress>;

export function toCounts(t: TemplateRow): Counts {
  return {
    id: t.id,
    question_count: questionsOf(t).length,
    card_count: Array.isArray(t.deck_structure) ? t.deck_structure.length : 0,
    completion_config: (t.completion_config as Record<string, unknown>) ?? {},
  };
}

/**
 * A recorded attempt as the student sees it. Until its answer is shown (a right answer, a second
 * miss that day, or on request: issue 21) a miss carries the hint and no answer: no correct
 * answer, no explanation (ours work the answer out) and no feedback that names it.
 */
export function presentAttempt(
  row: {
    id: number;
    question_id: string;
    answer: string;
    is_correct: boolean;
    score: string | number;
    hint_used: boolean;
    confidence_score: string | number | null;
    evaluation_method: string;
    evaluation_sub_method: string;
    correct_answer: string;
    after_reveal: boolean;
    created_at: Date | string;
  },
  question: PracticeQuestion,
  isAnswerShown: boolean,
  result?: EvaluationResult,
) {
  const shown = row.is_correct || isAnswerShown;
  const feedback = result?.feedback ?? (row.is_correct ? "Correct!" : "Not quite.");
  return {
    id: row.id,
    question_id: row.question_id,
    answer: row.answer,
    is_correct: row.is_correct,
    score: Number(row.score),
    hint_used: row.hint_used,
    confidence_score: row.confidence_score === null ? null : Number(row.confidence_score),
    evaluation_method: row.evaluation_method,
    evaluation_sub_method: row.evaluation_sub_method,
    correct_answer: shown ? row.correct_answer : "",
    feedback: shown ? feedback : feedbackWithoutAnswer(feedback, displayCorrectAnswer(question)),
    explanation: shown ? (question.explanation ?? null) : null,
    hint: question.hint ? question.hint : null,
    answer_shown: shown,
    after_reveal: row.after_reveal,
    created_at: new Date(row.created_at).toISOString(),
  };
}
