import { INVALID_CONSTRUCTION } from "@app/contract/geometry";
import type { CheckAnswerRequest, QuestionAttemptRequest, SyncProgressRequest } from "@app/contract/learning";
import { evaluateAnswer } from "@app/domain/evaluator/evaluate";
import { unreadableGeometryAnswer } from "@app/domain/evaluator/geometry";
import type { EvaluationResult, PracticeQuestion, QuestionType } from "@app/domain/evaluator/types";
import { ratingFromAnswer } from "@app/domain/fsrs";
import { verbOfQuestionId } from "@app/domain/verbs";
import type { Deps } from "../../deps.ts";
import { AppError, forbidden, present } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { questionsOf, requireTemplate, type TemplateRow } from "../catalogue/catalogue.service.ts";
import { findGeneratedQuestion } from "../games/game-sets.service.ts";
import { scheduleReview } from "../review/review.service.ts";
import type { Student } from "../student-access/student.ts";
import { requireOpenSetFor } from "./answer-sets.service.ts";
import { usedTutorHint } from "./hint-uses.service.ts";
import { knownLessons } from "./knowledge.service.ts";
import { presentAttempt, toCounts } from "./progress.presenter.ts";
import * as repo from "./progress.repository.ts";
import { getProgress } from "./progress.service.ts";
import { findQuestion as findIn, revealAfterMiss, studentDay, wasAnswerShown } from "./reveals.service.ts";

export const STORED_QUESTION_CHECK_REFUSED =
  "Answer this question in its practice, where the answer is checked and recorded";

/** Longest answer kept in the record; the evaluator refuses longer ones anyway. */
const STORED_ANSWER_MAX = 2000;

function findQuestion(template: TemplateRow, questionId: string): PracticeQuestion {
  return findIn(questionsOf(template), questionId);
}

/**
 * Records an answer: the server judges it (it is the authority), the attempt is stored once per
 * idempotency key (a retry after the browser's time limit, with the same key, is the same
 * answer: it counts once), and the question's review card is scheduled. An answer given after
 * the question's answer was shown that day is marked so and earns nothing (issue 21); a second
 * miss that day shows the answer.
 */
export async function recordAttempt(
  deps: Deps,
  student: Student,
  materialId: number,
  input: QuestionAttemptRequest,
  now: Date = new Date(),
) {
  const template = await requireTemplate(deps, materialId);
  // A game's own puzzle (order the steps) is kept with its set; any other question is the material's.
  const made = input.answer_set_id
    ? await findGeneratedQuestion(deps, student.id, input.answer_set_id, materialId, input.question_id)
    : null;
  const question = made ?? findQuestion(template, input.question_id);
  if (input.answer_set_id) {
    await requireOpenSetFor(deps, student.id, input.answer_set_id, materialId, question.id);
  }
  const answerAgain = async (previous: NonNullable<Awaited<ReturnType<typeof repo.findAttemptByKey>>>) => ({
    attempt: presentAttempt(
      previous,
      question,
      await wasAnswerShown(deps.db, student, materialId, question.id, new Date(previous.created_at)),
    ),
    duplicate: true,
    progress: await getProgress(deps, student, materialId),
    skill_known: (await knownLessons(deps, student.id, [materialId])).has(materialId),
  });
  if (input.idempotency_key) {
    const previous = await repo.findAttemptByKey(deps.db, student.id, input.idempotency_key);
    if (previous) return answerAgain(previous);
  }
  const unreadable = unreadableGeometryAnswer(question, input.answer);
  if (unreadable) throw new AppError(400, INVALID_CONSTRUCTION, { answer: [unreadable] });
  const result = evaluateAnswer(question, input.answer);
  const afterReveal = await wasAnswerShown(deps.db, student, materialId, question.id, now);
  // A rung of the tutor's hint ladder used on the question today is hint use (issue 24).
  const hintUsed =
    input.hint_used ||
    (await usedTutorHint(deps.db, {
      studentId: student.id,
      materialId,
      questionId: question.id,
      day: studentDay(student, now),
    }));
  let isAnswerShown = afterReveal;
  const attempt = await deps.db.transaction().execute(async (tx) => {
    const row = await repo.insertAttempt(tx, {
      student_id: student.id,
      material_id: materialId,
      question_id: question.id,
      answer: input.answer.slice(0, STORED_ANSWER_MAX),
      is_correct: result.is_correct,
      score: result.score,
      hint_used: hintUsed,
      confidence_score: input.confidence_score ?? null,
      evaluation_method: result.evaluation_method,
      evaluation_sub_method: result.evaluation_sub_method,
      correct_answer: result.correct_answer,
      idempotency_key: input.idempotency_key ?? null,
      answer_set_id: input.answer_set_id ?? null,
      after_reveal: afterReveal,
      created_at: now,
    });
    if (!row) return undefined;
    if (!result.is_correct && !afterReveal) {
      // A verb round's form is shown after the first miss (it is recorded as shown, so typing it back earns nothing).
      isAnswerShown = await revealAfterMiss(
        tx,
        student,
        materialId,
        question.id,
        now,
        verbOfQuestionId(question.id) !== null,
      );
    }
    await repo.ensureProgressRow(tx, student.id, materialId, now);
    if (input.time_spent_seconds)
      await repo.addCardsAndTime(tx, student.id, materialId, [], input.time_spent_seconds, now);
    await scheduleReview(
      tx,
      student.id,
      materialId,
      question.id,
      ratingFromAnswer({
        // Typing back an answer just shown is not remembering it: the card is rated as a miss.
        isCorrect: result.is_correct && !afterReveal,
        score: result.score,
        hintUsed,
        ...(input.time_spent_seconds !== undefined ? { seconds: input.time_spent_seconds } : {}),
      }),
      now,
    );
    return row;
  });
  if (!attempt) {
    // Another request with the same key won the race; answer what it recorded.
    const key = present(input.idempotency_key, "idempotency key");
    return answerAgain(present(await repo.findAttemptByKey(deps.db, student.id, key), `attempt ${key}`));
  }
  return {
    attempt: presentAttempt(attempt, question, isAnswerShown, result),
    duplicate: false,
    progress: await getProgress(deps, student, materialId),
    skill_known: (await knownLessons(deps, student.id, [materialId])).has(materialId),
  };
}

/** POST /api/material-progress/{id}/sync: applies a queue of offline events in order. */
export async function syncProgress(
  deps: Deps,
  student: Student,
  materialId: number,
  input: SyncProgressRequest,
) {
  const template = await requireTemplate(deps, materialId);
  const cards = toCounts(template).card_count;
  const results: { kind: string; ok: boolean; error?: string }[] = [];
  for (const item of input.items) {
    if (item.kind === "card_seen") {
      if (item.card_index >= cards) {
        results.push({ kind: item.kind, ok: false, error: "No such card" });
        continue;
      }
      await repo.addCardsAndTime(deps.db, student.id, materialId, [item.card_index], 0);
      results.push({ kind: item.kind, ok: true });
    } else if (item.kind === "time_spent") {
      await repo.addCardsAndTime(deps.db, student.id, materialId, [], item.seconds);
      results.push({ kind: item.kind, ok: true });
    } else {
      try {
        await recordAttempt(deps, student, materialId, { ...item, mode: "practice" });
        results.push({ kind: item.kind, ok: true });
      } catch (error) {
        results.push({
          kind: item.kind,
          ok: false,
          error: error instanceof AppError ? error.message : "Failed",
        });
      }
    }
  }
  return { results, progress: await getProgress(deps, student, materialId) };
}

/**
 * POST /api/quiz-attempts/check-answer: judges a stored or inline question; records nothing. A
 * stored question is checked only for those who teach from it: a learner's check would tell them
 * the answer before their recorded attempt (issue 7.9), so learners answer it where it counts.
 */
export async function checkAnswer(
  deps: Deps,
  user: AuthUser,
  input: CheckAnswerRequest,
): Promise<EvaluationResult> {
  if ("material_id" in input) {
    const isTeacher = user.role === "admin" || (user.role === "tutor" && user.tutorStatus === "approved");
    if (!isTeacher) throw forbidden(STORED_QUESTION_CHECK_REFUSED);
    const id = Number(String(input.material_id).replace(/^:+/, ""));
    const template = await requireTemplate(deps, id);
    return evaluateAnswer(findQuestion(template, input.question_id), input.answer);
  }
  const q = input.question;
  const options = (q.options ?? []).map((o, i) =>
    typeof o === "string" ? { id: String.fromCharCode(97 + i), text: o } : o,
  );
  const question: PracticeQuestion = {
    id: "inline",
    type: (q.type ?? "short_answer") as QuestionType,
    question: q.question,
    options,
    correctAnswer: q.correctAnswer ?? q.correct_answer ?? q.answer ?? "",
    hint: "",
    ...(q.acceptableAnswers ? { acceptableAnswers: q.acceptableAnswers } : {}),
    ...(q.tolerance !== undefined ? { tolerance: q.tolerance } : {}),
    ...(q.language ? { language: q.language } : {}),
    ...(q.geometry ? { geometry: q.geometry as PracticeQuestion["geometry"] } : {}),
  };
  if (!question.correctAnswer)
    throw new AppError(400, "The question needs its correct answer", {
      "question.correctAnswer": ["Required"],
    });
  return evaluateAnswer(question, input.answer);
}
