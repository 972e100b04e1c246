import {
  answerSetParamsSchema,
  batchProgressRequestSchema,
  checkAnswerRequestSchema,
  completionCriteriaRequestSchema,
  materialQuestionParamsSchema,
  openAnswerSetRequestSchema,
  parseTemplateId,
  progressQuerySchema,
  questionAttemptRequestSchema,
  syncProgressRequestSchema,
  templateIdParamsSchema,
  updateProgressRequestSchema,
  wholeIdParamsSchema,
} from "@app/contract/learning";
import {
  answerSetSchema,
  batchProgressResponseSchema,
  completeMaterialResponseSchema,
  completionConfigSchema,
  evaluationAnalyticsSchema,
  evaluationResultSchema,
  finishAnswerSetResponseSchema,
  materialProgressSchema,
  moduleProgressSchema,
  progressOverviewSchema,
  questionAttemptResponseSchema,
  syncProgressResponseSchema,
} from "@app/contract/learning-answers";
import { revealedAnswerSchema, similarQuestionSchema } from "@app/contract/learning-reveals";
import type { FastifyInstance } from "fastify";
import type { AuthUser } from "../../lib/auth-user.ts";
import { defineRoute } from "../../lib/route.ts";
import { resolveStudentFast } from "../student-access/student-access.ts";
import * as analytics from "./analytics.service.ts";
import * as answerSets from "./answer-sets.service.ts";
import * as attempts from "./attempts.service.ts";
import * as completion from "./completion.service.ts";
import * as progress from "./progress.service.ts";
import * as reveals from "./reveals.service.ts";

/** Material and module progress, attempts and answer checking (spec 7.3, 7.5). */
export async function progressRoutes(app: FastifyInstance) {
  const { deps } = app;
  const reader = (user: AuthUser, id?: number) => resolveStudentFast(deps, user, id);
  const writer = (user: AuthUser, id?: number) => resolveStudentFast(deps, user, id, "write");
  const learners = ["student", "parent", "admin"] as const;

  defineRoute(app, {
    method: "GET",
    url: "/api/material-progress/:id",
    access: "signed-in",
    response: materialProgressSchema,
    params: templateIdParamsSchema,
    query: progressQuerySchema,
    handler: async ({ user, params, query }) =>
      progress.getProgress(deps, await reader(user, query.student_id), params.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/material-progress/batch",
    access: "signed-in",
    response: batchProgressResponseSchema,
    body: batchProgressRequestSchema,
    handler: async ({ user, body }) => {
      const ids = body.material_ids
        .map((raw) => parseTemplateId(raw))
        .filter((id): id is number => id !== null);
      return progress.getBatchProgress(deps, await reader(user, body.student_id), ids);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/material-progress/:id/question-attempt",
    access: learners,
    response: questionAttemptResponseSchema,
    params: templateIdParamsSchema,
    query: progressQuerySchema,
    body: questionAttemptRequestSchema,
    rateLimitPerMinute: 240,
    handler: async ({ user, params, query, body }) =>
      attempts.recordAttempt(deps, await writer(user, query.student_id), params.id, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/material-progress/:id/questions/:question_id/reveal",
    access: learners,
    response: revealedAnswerSchema,
    params: materialQuestionParamsSchema,
    query: progressQuerySchema,
    handler: async ({ user, params, query }) =>
      reveals.revealAnswer(deps, await writer(user, query.student_id), params.id, params.question_id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/material-progress/:id/questions/:question_id/similar",
    access: "signed-in",
    response: similarQuestionSchema,
    params: materialQuestionParamsSchema,
    query: progressQuerySchema,
    handler: async ({ user, params, query }) =>
      reveals.similarQuestion(deps, await reader(user, query.student_id), params.id, params.question_id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/material-progress/:id/sync",
    access: learners,
    response: syncProgressResponseSchema,
    params: templateIdParamsSchema,
    query: progressQuerySchema,
    body: syncProgressRequestSchema,
    handler: async ({ user, params, query, body }) =>
      attempts.syncProgress(deps, await writer(user, query.student_id), params.id, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/material-progress/:id/complete",
    access: learners,
    response: completeMaterialResponseSchema,
    params: templateIdParamsSchema,
    query: progressQuerySchema,
    handler: async ({ user, params, query }) =>
      completion.completeMaterial(deps, await writer(user, query.student_id), params.id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/material-completion-config/:id",
    access: "signed-in",
    response: completionConfigSchema,
    params: templateIdParamsSchema,
    query: progressQuerySchema,
    handler: async ({ user, params, query }) =>
      completion.getCompletionConfig(deps, await reader(user, query.student_id), params.id),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/material-progress/:id/completion-criteria",
    access: learners,
    response: completionConfigSchema,
    params: templateIdParamsSchema,
    query: progressQuerySchema,
    body: completionCriteriaRequestSchema,
    handler: async ({ user, params, query, body }) =>
      completion.setCompletionCriteria(deps, await writer(user, query.student_id), params.id, body.criteria),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/material-progress/:id",
    access: learners,
    response: materialProgressSchema,
    params: templateIdParamsSchema,
    query: progressQuerySchema,
    body: updateProgressRequestSchema,
    handler: async ({ user, params, query, body }) =>
      progress.updateProgress(deps, await writer(user, query.student_id), params.id, body.updates),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/module-progress/:id",
    access: "signed-in",
    response: moduleProgressSchema,
    params: wholeIdParamsSchema,
    query: progressQuerySchema,
    handler: async ({ user, params, query }) =>
      completion.getModuleProgress(deps, await reader(user, query.student_id), params.id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/evaluation-analytics",
    access: "signed-in",
    response: evaluationAnalyticsSchema,
    query: progressQuerySchema,
    handler: async ({ user, query }) =>
      analytics.getEvaluationAnalytics(deps, await reader(user, query.student_id)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/progress/overview",
    access: "signed-in",
    response: progressOverviewSchema,
    query: progressQuerySchema,
    handler: async ({ user, query }) => analytics.getOverview(deps, await reader(user, query.student_id)),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/quiz-attempts/check-answer",
    access: "signed-in",
    response: evaluationResultSchema,
    body: checkAnswerRequestSchema,
    rateLimitPerMinute: 240,
    handler: async ({ user, body }) => attempts.checkAnswer(deps, user, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/answer-sets",
    access: learners,
    response: answerSetSchema,
    body: openAnswerSetRequestSchema,
    status: 201,
    handler: async ({ user, body }) =>
      answerSets.openAnswerSet(deps, user, await writer(user, body.student_id), body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/answer-sets/:id/finish",
    access: learners,
    response: finishAnswerSetResponseSchema,
    params: answerSetParamsSchema,
    query: progressQuerySchema,
    handler: async ({ user, params, query }) =>
      answerSets.finishAnswerSet(deps, await writer(user, query.student_id), params.id),
  });
}
