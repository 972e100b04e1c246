import {
  quizAttemptParamsSchema,
  quizAttemptQuerySchema,
  quizAttemptResponseSchema,
  quizAttemptsQuerySchema,
  quizAttemptsResponseSchema,
  quizCheckAnswerRequestSchema,
  quizCheckAnswerResponseSchema,
  quizIdParamsSchema,
  quizQuerySchema,
  quizQuestionStatsResponseSchema,
  quizResponseSchema,
  quizSubmissionRequestSchema,
  quizSubmissionResponseSchema,
  quizzesResponseSchema,
  studentIdParamsSchema,
} from "@app/contract/quizzes";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import * as quizzes from "./quizzes.service.ts";

/** Quizzes and attempts (spec 7.3); check-answer on inline questions stays with progress. */
export async function quizzesRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/quizzes",
    access: "tutor",
    response: quizzesResponseSchema,
    handler: () => quizzes.listQuizzes(deps),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/quizzes/by-content/:id",
    access: "signed-in",
    response: quizResponseSchema,
    params: quizIdParamsSchema,
    handler: ({ params }) => quizzes.getQuizByContent(deps, params.id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/quizzes/:id",
    access: "signed-in",
    response: quizResponseSchema,
    params: quizIdParamsSchema,
    query: quizQuerySchema,
    handler: ({ user, params, query }) =>
      quizzes.getQuiz(deps, user, params.id, {
        includeAnswers: query.include_answers,
        ...(query.student_id ? { studentId: query.student_id } : {}),
      }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/quizzes/:id/check-answer",
    access: ["student"],
    response: quizCheckAnswerResponseSchema,
    params: quizIdParamsSchema,
    body: quizCheckAnswerRequestSchema,
    handler: ({ params, body }) => quizzes.checkQuizAnswer(deps, params.id, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/quizzes/:id/question-stats",
    // Approved tutors and admins: an applicant sees no student data, not even a quiz's wrong rates.
    access: "tutor",
    response: quizQuestionStatsResponseSchema,
    params: quizIdParamsSchema,
    handler: ({ user, params }) => quizzes.getQuestionStats(deps, user, params.id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/students/:id/quiz-attempts",
    access: "signed-in",
    response: quizAttemptsResponseSchema,
    params: studentIdParamsSchema,
    query: quizAttemptsQuerySchema,
    handler: ({ user, params, query }) =>
      quizzes.listAttempts(deps, user, params.id, {
        limit: query.limit,
        includeAnswers: query.include_answers,
        ...(query.quiz_id ? { quizId: query.quiz_id } : {}),
      }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/quiz-attempts/:id",
    access: "signed-in",
    response: quizAttemptResponseSchema,
    params: quizAttemptParamsSchema,
    query: quizAttemptQuerySchema,
    handler: ({ user, params, query }) => quizzes.getAttempt(deps, user, params.id, query.include_answers),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/quiz-submissions",
    access: ["student"],
    response: quizSubmissionResponseSchema,
    body: quizSubmissionRequestSchema,
    status: 201,
    handler: ({ user, body }) => quizzes.submitQuiz(deps, user, body),
  });
}
