import {
  AUTHORING_MESSAGES,
  type AuthoredQuiz,
  type createQuizRequestSchema,
  type updateQuizRequestSchema,
} from "@app/contract/authoring";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import type { z } from "zod";
import type { Deps } from "../../deps.ts";
import { badRequest, notFound } from "../../lib/app-error.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import { checkLessonAnswers } from "./answer-check.ts";
import * as repo from "./quizzes-authoring.repository.ts";

const QUIZ_NOT_FOUND = "Quiz not found";

type QuizRow = NonNullable<Awaited<ReturnType<typeof repo.findQuizRow>>>;

const toQuiz = (row: QuizRow): AuthoredQuiz => ({
  id: row.id,
  title: row.title,
  description: row.description ?? "",
  subject: row.subject,
  time_limit_seconds: row.time_limit_seconds,
  show_instant_feedback: row.show_instant_feedback,
  questions: (Array.isArray(row.questions) ? row.questions : []) as AuthoredQuiz["questions"],
  content_id: row.content_id,
});

/** A quiz whose questions fail their own answers is refused, like a lesson's (nothing stored). */
function requireSoundQuestions(questions: unknown[]): void {
  const check = checkLessonAnswers(questions as PracticeQuestion[]);
  if (!check.ok)
    throw badRequest(
      AUTHORING_MESSAGES.failsItsAnswers
        .replace("This lesson", "This quiz")
        .replace("cannot be published", "cannot be saved"),
      Object.fromEntries(check.problems.map((p) => [`questions.${p.question_id}`, [p.message]])),
    );
}

export async function listQuizzes(deps: Deps): Promise<{ quizzes: AuthoredQuiz[] }> {
  return { quizzes: (await repo.listAllQuizzes(deps.db)).map(toQuiz) };
}

/** A new quiz, listed in the library; audited. */
export async function createQuiz(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof createQuizRequestSchema>,
): Promise<AuthoredQuiz> {
  requireSoundQuestions(input.questions);
  return deps.db.transaction().execute(async (tx) => {
    const quiz = toQuiz(await repo.insertQuizWithLibraryItem(tx, input, actor.id));
    await recordAdminChange(tx, actor, {
      action: "quiz.create",
      entityType: "quiz",
      entityId: quiz.id,
      after: quiz,
    });
    return quiz;
  });
}

/** Edits a quiz; audited with the quiz before and after. */
export async function updateQuiz(
  deps: Deps,
  actor: Actor,
  id: number,
  input: z.output<typeof updateQuizRequestSchema>,
): Promise<AuthoredQuiz> {
  if (input.questions) requireSoundQuestions(input.questions);
  return deps.db.transaction().execute(async (tx) => {
    const before = await repo.findQuizRow(tx, id);
    if (!before) throw notFound(QUIZ_NOT_FOUND);
    const row = await repo.updateQuizRow(tx, id, input);
    if (!row) throw notFound(QUIZ_NOT_FOUND);
    const after = toQuiz(row);
    await recordAdminChange(tx, actor, {
      action: "quiz.update",
      entityType: "quiz",
      entityId: id,
      before: toQuiz(before),
      after,
    });
    return after;
  });
}
