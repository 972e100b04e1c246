import type { AttemptAnswer, Quiz, QuizAttempt, QuizQuestion } from "@app/contract/quizzes";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import type { AttemptRecord } from "./quizzes.repository.ts";

/** A stored quiz question: a practice question, its points, and the material it may come from. */
export interface StoredQuestion extends PracticeQuestion {
  points?: number;
  source?: { material_id: number; question_id: string };
}

/** The questions of a stored quiz (rows written by the seed or an admin). */
export function storedQuestions(value: unknown): StoredQuestion[] {
  return Array.isArray(value) ? (value as StoredQuestion[]) : [];
}

interface QuizRow {
  id: number;
  title: string;
  description: string | null;
  subject: string;
  content_id: number | null;
  time_limit_seconds: number | null;
  show_instant_feedback: boolean;
  questions: unknown;
}

function presentQuestion(q: StoredQuestion, includeAnswers: boolean): QuizQuestion {
  return {
    id: q.id,
    type: q.type,
    question: q.question,
    options: q.options ?? [],
    points: q.points ?? 1,
    ...(q.geometry ? { geometry: q.geometry as NonNullable<QuizQuestion["geometry"]> } : {}),
    ...(includeAnswers ? { correctAnswer: q.correctAnswer, explanation: q.explanation ?? null } : {}),
  };
}

/** A quiz without its questions. */
export function presentQuizSummary(row: QuizRow): Omit<Quiz, "questions" | "includes_answers"> {
  const questions = storedQuestions(row.questions);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    subject: row.subject,
    content_id: row.content_id,
    time_limit_seconds: row.time_limit_seconds,
    show_instant_feedback: row.show_instant_feedback,
    question_count: questions.length,
    total_points: questions.reduce((sum, q) => sum + (q.points ?? 1), 0),
  };
}

/** A quiz; the correct answers and explanations only when `includeAnswers` was allowed. */
export function presentQuiz(row: QuizRow, includeAnswers: boolean): Quiz {
  return {
    ...presentQuizSummary(row),
    includes_answers: includeAnswers,
    questions: storedQuestions(row.questions).map((q) => presentQuestion(q, includeAnswers)),
  };
}

/** An attempt (spec 3); the judged answers with explanations when asked for. */
export function presentAttempt(
  row: AttemptRecord,
  includeAnswers: boolean,
  questions: readonly StoredQuestion[] = [],
): QuizAttempt {
  const total = Number(row.total_points);
  const score = Number(row.score);
  const answers = Array.isArray(row.answers) ? (row.answers as AttemptAnswer[]) : [];
  return {
    id: row.id,
    quiz_id: row.quiz_id,
    quiz_title: row.quiz_title,
    student_id: row.student_id,
    assignment_id: row.assignment_id,
    status: row.status,
    score,
    total_points: total,
    percentage: total > 0 ? Math.round((score / total) * 100) : 0,
    correct_count: row.correct_count,
    question_count: row.question_count,
    time_taken: row.time_taken,
    xp_awarded: row.xp_awarded,
    completed_at: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    ...(includeAnswers
      ? {
          answers: answers.map((a) => ({
            question_id: a.question_id,
            answer: a.answer,
            is_correct: a.is_correct,
            score: a.score,
            feedback: a.feedback,
            correct_answer: a.correct_answer,
            explanation: questions.find((q) => q.id === a.question_id)?.explanation ?? a.explanation ?? null,
          })),
        }
      : {}),
  };
}
