import type { LearnerQuestion } from "@app/contract/learning";
import { isAnswerShownAfterMiss } from "@app/domain/answer-reveal";
import { displayCorrectAnswer } from "@app/domain/evaluator/result";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import { calendarDate } from "@app/domain/streak";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../lib/app-error.ts";
import { presentLearnerQuestion, questionsOf, requireTemplate } from "../catalogue/catalogue.service.ts";
import type { Student } from "../student-access/student.ts";
import * as repo from "./reveals.repository.ts";

/*
 * Answers shown after a try (issue 21, decision 041): the server decides when a question's answer
 * is shown and remembers it for the student's day, so a right answer after it earns nothing.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Far enough back to hold the whole of the student's day in any time zone. */
const DAY_REACH_MS = 2 * 86_400_000;

export function findQuestion(questions: PracticeQuestion[], questionId: string): PracticeQuestion {
  const question = questions.find((q) => q.id === questionId);
  if (!question) throw notFound("Question not found");
  return question;
}

/** The student's calendar day of a moment. */
export const studentDay = (student: Student, at: Date) => calendarDate(at, student.timezone);

/** Whether the question's answer was shown to the student on the day of `at`. */
export async function wasAnswerShown(
  db: Db,
  student: Student,
  materialId: number,
  questionId: string,
  at: Date,
): Promise<boolean> {
  return (await repo.revealedOn(db, student.id, materialId, studentDay(student, at))).has(questionId);
}

/** The student's answers to a material on the day of `at`, oldest first. */
async function answersOfDay(db: Db, student: Student, materialId: number, at: Date) {
  const day = studentDay(student, at);
  const rows = await repo.recentAnswers(db, student.id, materialId, new Date(at.getTime() - DAY_REACH_MS));
  return rows.filter((r) => studentDay(student, new Date(r.created_at)) === day);
}

/** Per question of a material, the student's tries and misses on the day of `at` (the tutor's "has tried"). */
export async function triesOfDay(
  db: Db,
  student: Student,
  materialId: number,
  at: Date,
): Promise<Map<string, { tries: number; misses: number }>> {
  const tries = new Map<string, { tries: number; misses: number }>();
  for (const r of await answersOfDay(db, student, materialId, at)) {
    const entry = tries.get(r.question_id) ?? { tries: 0, misses: 0 };
    entry.tries += 1;
    if (!r.is_correct) entry.misses += 1;
    tries.set(r.question_id, entry);
  }
  return tries;
}

/** Records that a question's answer was shown to the student (the tutor's solution rung, after a try). */
export async function recordAnswerShown(
  db: Db,
  student: Student,
  materialId: number,
  questionId: string,
  at: Date,
): Promise<void> {
  await repo.recordReveal(db, {
    student_id: student.id,
    material_id: materialId,
    question_id: questionId,
    day: studentDay(student, at),
    revealed_at: at,
  });
}

/**
 * After a miss just recorded: shows the answer (records it as shown) when it is the day's second
 * miss of the question (`atOnce`: the first, for a verb round's form). Answers whether it is now shown.
 */
export async function revealAfterMiss(
  db: Db,
  student: Student,
  materialId: number,
  questionId: string,
  at: Date,
  atOnce = false,
): Promise<boolean> {
  if (!atOnce) {
    const misses = (await answersOfDay(db, student, materialId, at)).filter(
      (r) => r.question_id === questionId && !r.is_correct,
    ).length;
    if (!isAnswerShownAfterMiss(misses)) return false;
  }
  await repo.recordReveal(db, {
    student_id: student.id,
    material_id: materialId,
    question_id: questionId,
    day: studentDay(student, at),
    revealed_at: at,
  });
  return true;
}

/** POST …/questions/{question_id}/reveal: the student asked for the answer; it is recorded as shown. */
export async function revealAnswer(
  deps: Deps,
  student: Student,
  materialId: number,
  questionId: string,
  now: Date = new Date(),
) {
  const question = findQuestion(questionsOf(await requireTemplate(deps, materialId)), questionId);
  const day = studentDay(student, now);
  await repo.recordReveal(deps.db, {
    student_id: student.id,
    material_id: materialId,
    question_id: question.id,
    day,
    revealed_at: now,
  });
  return {
    question_id: question.id,
    correct_answer: displayCorrectAnswer(question),
    explanation: question.explanation ?? null,
    day,
  };
}

/**
 * GET …/questions/{question_id}/similar: another question of the same lesson (its skill), the
 * freshest first: one not yet tried today, then one missed, then one answered, shown last; the
 * next after this one in the lesson's order among equals. None when the lesson has no other.
 */
export async function similarQuestion(
  deps: Deps,
  student: Student,
  materialId: number,
  questionId: string,
  now: Date = new Date(),
): Promise<{ material_id: number; question: LearnerQuestion | null }> {
  const questions = questionsOf(await requireTemplate(deps, materialId));
  const index = questions.indexOf(findQuestion(questions, questionId));
  const today = await answersOfDay(deps.db, student, materialId, now);
  const shown = await repo.revealedOn(deps.db, student.id, materialId, studentDay(student, now));
  const staleness = (q: PracticeQuestion) => {
    if (shown.has(q.id)) return 3;
    const mine = today.filter((r) => r.question_id === q.id);
    if (mine.some((r) => r.is_correct)) return 2;
    return mine.length > 0 ? 1 : 0;
  };
  const others = [...questions.slice(index + 1), ...questions.slice(0, index)];
  const best = others.reduce<PracticeQuestion | null>(
    (pick, q) => (pick === null || staleness(q) < staleness(pick) ? q : pick),
    null,
  );
  return { material_id: materialId, question: best ? presentLearnerQuestion(best) : null };
}
