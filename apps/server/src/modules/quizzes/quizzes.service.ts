import crypto from "node:crypto";
import { INVALID_CONSTRUCTION } from "@app/contract/geometry";
import type { AttemptAnswer, QuizSubmissionRequest } from "@app/contract/quizzes";
import { decideAccess } from "@app/domain/access";
import { evaluateAnswer } from "@app/domain/evaluator/evaluate";
import { unreadableGeometryAnswer } from "@app/domain/evaluator/geometry";
import type { Deps } from "../../deps.ts";
import { AppError, badRequest, forbidden, notFound, present } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import {
  checkQuizAssignment,
  completeQuizAssignment,
  getAssignmentStatus,
} from "../assignments/assignments.service.ts";
import { resolveStudentToTeach } from "../assignments/assignments-access.ts";
import { recordAttempt } from "../progress/attempts.service.ts";
import { awardXp } from "../rewards/rewards.service.ts";
import type { Student } from "../student-access/student.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import {
  presentAttempt,
  presentQuiz,
  presentQuizSummary,
  type StoredQuestion,
  storedQuestions,
} from "./quizzes.presenter.ts";
import * as repo from "./quizzes.repository.ts";

export const QUIZ_NOT_FOUND = "Quiz not found";
export const ATTEMPT_NOT_FOUND = "Quiz attempt not found";
export const ANSWERS_AFTER_SUBMIT = "The answers are shown after the quiz has been submitted";

async function requireQuiz(deps: Deps, id: number) {
  const quiz = await repo.findQuiz(deps.db, id);
  if (!quiz) throw notFound(QUIZ_NOT_FOUND);
  return quiz;
}

/**
 * Refuses a geometry answer that is not a construction (issue 26), as the attempt route does:
 * nothing is recorded. An empty answer is an unanswered question, judged wrong.
 */
function refuseUnjudgeable(question: StoredQuestion, answer: string) {
  if (answer.trim() === "") return;
  const unreadable = unreadableGeometryAnswer(question, answer);
  if (unreadable)
    throw new AppError(400, INVALID_CONSTRUCTION, { answers: [`${question.id}: ${unreadable}`] });
}

/** GET /api/quizzes/by-content/{id}: the quiz behind a library item (its questions, never its answers). */
export async function getQuizByContent(deps: Deps, contentId: number) {
  const quiz = await repo.findQuizByContent(deps.db, contentId);
  if (!quiz) throw notFound(QUIZ_NOT_FOUND);
  return { quiz: presentQuiz(quiz, false) };
}

/** GET /api/quizzes: every quiz, to set as work (tutors and admins). */
export async function listQuizzes(deps: Deps) {
  return { quizzes: (await repo.listQuizzes(deps.db)).map(presentQuizSummary) };
}

/**
 * Admins and approved tutors see the answer key; a tutor applicant never does (decisions.md 1:
 * "tutor" access is for approved tutors); a student (or a parent for a child) only after that
 * student has submitted the quiz.
 */
async function mayShowAnswers(deps: Deps, user: AuthUser, quizId: number, studentId: number | undefined) {
  if (user.role === "admin" || user.role === "tutor") return decideAccess("tutor", user) === "allow";
  const student = await resolveStudent(deps.db, user, studentId);
  return repo.hasCompletedAttempt(deps.db, student.id, quizId);
}

/** GET /api/quizzes/{id} (spec 7.3); `include_answers` never reaches a student before they submit. */
export async function getQuiz(
  deps: Deps,
  user: AuthUser,
  id: number,
  options: { includeAnswers: boolean; studentId?: number },
) {
  const quiz = await requireQuiz(deps, id);
  if (options.includeAnswers && !(await mayShowAnswers(deps, user, id, options.studentId)))
    throw forbidden(ANSWERS_AFTER_SUBMIT);
  return { quiz: presentQuiz(quiz, options.includeAnswers) };
}

/** POST /api/quizzes/{id}/check-answer: instant feedback, only on a quiz that allows it. */
export async function checkQuizAnswer(
  deps: Deps,
  id: number,
  input: { question_id: string; answer: string },
) {
  const quiz = await requireQuiz(deps, id);
  if (!quiz.show_instant_feedback) throw forbidden("This quiz gives its feedback after you submit it");
  const question = storedQuestions(quiz.questions).find((q) => q.id === input.question_id);
  if (!question) throw badRequest("That question is not in this quiz", { question_id: ["Unknown question"] });
  refuseUnjudgeable(question, input.answer);
  const result = evaluateAnswer(question, input.answer);
  return { is_correct: result.is_correct, feedback: result.feedback };
}

/** GET /api/students/{id}/quiz-attempts (spec 7.3, 9): completed attempts only, newest first. */
export async function listAttempts(
  deps: Deps,
  user: AuthUser,
  studentId: number,
  options: { limit: number; includeAnswers: boolean; quizId?: number },
) {
  const student = await resolveStudent(deps.db, user, studentId);
  const rows = await repo.listCompletedAttempts(deps.db, student.id, options.limit, options.quizId);
  const quizzes = await questionsOf(deps, rows);
  return { attempts: rows.map((r) => presentAttempt(r, options.includeAnswers, quizzes.get(r.quiz_id))) };
}

async function questionsOf(deps: Deps, rows: readonly { quiz_id: number }[]) {
  const map = new Map<number, StoredQuestion[]>();
  for (const id of new Set(rows.map((r) => r.quiz_id))) {
    const quiz = await repo.findQuiz(deps.db, id);
    if (quiz) map.set(id, storedQuestions(quiz.questions));
  }
  return map;
}

/** GET /api/quiz-attempts/{id} (spec 7.3): to those who may see the student; others get 404. */
export async function getAttempt(deps: Deps, user: AuthUser, id: number, includeAnswers: boolean) {
  const row = await repo.findAttempt(deps.db, id);
  if (!row) throw notFound(ATTEMPT_NOT_FOUND);
  try {
    await resolveStudent(deps.db, user, row.student_id);
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 403 || error.statusCode === 404))
      throw notFound(ATTEMPT_NOT_FOUND);
    throw error;
  }
  const quizzes = await questionsOf(deps, [row]);
  return { attempt: presentAttempt(row, includeAnswers, quizzes.get(row.quiz_id)) };
}

/**
 * POST /api/quiz-submissions (spec 7.3): the server judges every answer with the shared evaluator,
 * records the attempt once per attempt key, awards XP once for it, feeds the progress and review
 * schedule of questions taken from a material, and completes the linked assignment.
 */
export async function submitQuiz(deps: Deps, user: AuthUser, input: QuizSubmissionRequest) {
  const student = await resolveStudent(deps.db, user, input.student_id, "write");
  const quiz = await requireQuiz(deps, input.quiz_id);
  const questions = storedQuestions(quiz.questions);
  const unknown = Object.keys(input.answers).filter((id) => !questions.some((q) => q.id === id));
  if (unknown.length > 0)
    throw badRequest("Some answers are for questions that are not in this quiz", {
      answers: unknown.map((id) => `Unknown question: ${id}`),
    });
  for (const q of questions) refuseUnjudgeable(q, input.answers[q.id] ?? "");
  const assignmentId = input.assignment_id ?? null;
  const attemptKey = input.attempt_key ?? crypto.randomUUID();
  const previous = await repo.findAttemptByKey(deps.db, student.id, attemptKey);
  if (previous) return answerPrevious(deps, previous, questions);
  if (assignmentId !== null) await checkQuizAssignment(deps, student.id, assignmentId, quiz.id);

  const answers: AttemptAnswer[] = questions.map((q) => {
    const answer = input.answers[q.id] ?? "";
    const result = evaluateAnswer(q, answer);
    return {
      question_id: q.id,
      answer,
      is_correct: result.is_correct,
      score: result.score,
      feedback: result.feedback,
      correct_answer: result.correct_answer,
      explanation: q.explanation ?? null,
    };
  });
  const points = (q: StoredQuestion) => q.points ?? 1;
  const total = questions.reduce((sum, q) => sum + points(q), 0);
  const score =
    Math.round(questions.reduce((sum, q, i) => sum + (answers[i]?.score ?? 0) * points(q), 0) * 100) / 100;
  const correct = answers.filter((a) => a.is_correct).length;
  const inserted = await repo.insertAttempt(deps.db, {
    quiz_id: quiz.id,
    student_id: student.id,
    assignment_id: assignmentId,
    attempt_key: attemptKey,
    answers: JSON.stringify(answers),
    correct_count: correct,
    question_count: questions.length,
    score,
    total_points: total,
    time_taken: input.time_taken,
    completed_at: new Date(),
  });
  if (!inserted) {
    const raced = await repo.findAttemptByKey(deps.db, student.id, attemptKey);
    return answerPrevious(deps, present(raced, `quiz attempt ${attemptKey}`), questions);
  }
  const xp = await awardXp(deps.db, student, {
    source: {
      kind: "answer-set",
      correct,
      mistakes: questions.length - correct,
      totalSeconds: Math.max(1, input.time_taken),
    },
    reason: `Quiz: ${quiz.title}`,
    idempotencyKey: `quiz-attempt:${attemptKey}`,
  });
  await repo.setXpAwarded(deps.db, inserted.id, xp.awarded);
  await feedProgress(deps, student, questions, input.answers, inserted.id);
  const assignment =
    assignmentId === null
      ? null
      : await completeQuizAssignment(deps, assignmentId, {
          score,
          total,
          timeTakenSeconds: input.time_taken,
        });
  const row = await repo.findAttempt(deps.db, inserted.id);
  return {
    attempt: presentAttempt(present(row, `quiz attempt ${inserted.id}`), true, questions),
    duplicate: false,
    assignment,
  };
}

async function answerPrevious(deps: Deps, row: repo.AttemptRecord, questions: StoredQuestion[]) {
  const assignment = row.assignment_id === null ? null : await getAssignmentStatus(deps, row.assignment_id);
  return { attempt: presentAttempt(row, true, questions), duplicate: true, assignment };
}

/** Questions taken from a material count as practice of it: progress and the review schedule. */
async function feedProgress(
  deps: Deps,
  student: Student,
  questions: readonly StoredQuestion[],
  answers: Readonly<Record<string, string>>,
  attemptId: number,
) {
  for (const q of questions) {
    const answer = answers[q.id];
    if (!q.source || answer === undefined || answer.trim() === "") continue;
    try {
      await recordAttempt(deps, student, q.source.material_id, {
        question_id: q.source.question_id,
        answer,
        hint_used: false,
        idempotency_key: `quiz-${attemptId}-${q.id}`,
        mode: "practice",
      });
    } catch (error) {
      // A material removed since the quiz was written leaves the quiz's own record whole.
      if (!(error instanceof AppError && error.statusCode === 404)) throw error;
    }
  }
}

/** GET /api/quizzes/{id}/question-stats: which questions the caller's students got wrong most often. */
export async function getQuestionStats(deps: Deps, user: AuthUser, quizId: number) {
  const quiz = await requireQuiz(deps, quizId);
  const questions = storedQuestions(quiz.questions);
  const rows = await repo.listQuizAnswers(deps.db, quizId);
  const allowed = new Map<number, boolean>();
  for (const studentId of new Set(rows.map((r) => r.student_id))) {
    allowed.set(
      studentId,
      await resolveStudentToTeach(deps.db, user, studentId).then(
        () => true,
        () => false,
      ),
    );
  }
  const counted = rows.filter((r) => allowed.get(r.student_id));
  const stats = questions.map((q) => {
    let answered = 0;
    let wrong = 0;
    for (const row of counted) {
      const found = (Array.isArray(row.answers) ? (row.answers as AttemptAnswer[]) : []).find(
        (a) => a.question_id === q.id,
      );
      if (!found) continue;
      answered += 1;
      if (!found.is_correct) wrong += 1;
    }
    return {
      question_id: q.id,
      question: q.question,
      answered,
      wrong,
      wrong_rate: answered === 0 ? 0 : Math.round((wrong / answered) * 100) / 100,
    };
  });
  stats.sort((a, b) => b.wrong_rate - a.wrong_rate || b.wrong - a.wrong);
  return {
    quiz_id: quizId,
    attempts: counted.length,
    students: new Set(counted.map((r) => r.student_id)).size,
    questions: stats,
  };
}
