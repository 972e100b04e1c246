import {
  answerCheckSchema,
  authoredLessonSchema,
  authoredQuizSchema,
  authoredQuizzesResponseSchema,
  contentIdParamsSchema,
  contentTreeSchema,
  createCourseRequestSchema,
  createLessonRequestSchema,
  createQuizRequestSchema,
  createUnitRequestSchema,
  updateCourseRequestSchema,
  updateLessonRequestSchema,
  updateQuizRequestSchema,
  VIDEO_LIMITS,
  videoUploadResponseSchema,
} from "@app/contract/authoring";
import {
  curriculumCourseSchema,
  curriculumExportQuerySchema,
  curriculumImportResponseSchema,
} from "@app/contract/curriculum";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { readUploadedFile } from "../../lib/multipart.ts";
import { defineRoute } from "../../lib/route.ts";
import { toActor } from "../audit/audit.service.ts";
import * as authoring from "./authoring.service.ts";
import { exportCourse, importCourse } from "./curriculum.service.ts";
import * as quizAuthoring from "./quizzes-authoring.service.ts";
import { saveVideo, sendVideo, VIDEO_FILE } from "./video-files.ts";

const createdSchema = z.object({ id: z.number() });

/** Content authoring (issue 13, /admin/content): admins write, check and publish the curriculum. */
export async function authoringRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/content",
    access: "admin",
    response: contentTreeSchema,
    summary: "Every course, unit and lesson, drafts too",
    handler: () => authoring.getContentTree(deps),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/content/courses",
    access: "admin",
    body: createCourseRequestSchema,
    response: createdSchema,
    status: 201,
    handler: ({ body, req }) => authoring.createCourse(deps, toActor(req), body),
  });

  defineRoute(app, {
    method: "PATCH",
    url: "/api/admin/content/courses/:id",
    access: "admin",
    params: contentIdParamsSchema,
    body: updateCourseRequestSchema,
    response: createdSchema,
    summary: "Edit, publish or unpublish a course",
    handler: ({ params, body, req }) => authoring.updateCourse(deps, toActor(req), params.id, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/content/units",
    access: "admin",
    body: createUnitRequestSchema,
    response: createdSchema,
    status: 201,
    handler: ({ body, req }) => authoring.createUnit(deps, toActor(req), body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/content/lessons",
    access: "admin",
    body: createLessonRequestSchema,
    response: authoredLessonSchema,
    status: 201,
    summary: "Write a lesson (a draft) with examples, practice questions and a video",
    handler: ({ body, req }) => authoring.createLesson(deps, toActor(req), body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/content/lessons/:id",
    access: "admin",
    params: contentIdParamsSchema,
    response: authoredLessonSchema,
    handler: ({ params }) => authoring.getLesson(deps, params.id),
  });

  defineRoute(app, {
    method: "PATCH",
    url: "/api/admin/content/lessons/:id",
    access: "admin",
    params: contentIdParamsSchema,
    body: updateLessonRequestSchema,
    response: authoredLessonSchema,
    summary: "Edit a lesson; publishing checks every question against its own answer",
    handler: ({ params, body, req }) => authoring.updateLesson(deps, toActor(req), params.id, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/content/lessons/:id/answer-check",
    access: "admin",
    params: contentIdParamsSchema,
    response: answerCheckSchema,
    summary: "Judge each question's stored answer with the evaluator",
    handler: ({ params }) => authoring.checkLesson(deps, params.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/content/videos",
    access: "admin",
    response: videoUploadResponseSchema,
    status: 201,
    summary: "Upload a lesson video (MP4 or WebM, at most 100 MB)",
    handler: async ({ req }) => {
      const upload = await readUploadedFile(req, {
        maxBytes: VIDEO_LIMITS.maxBytes,
        missingMessage: "Choose a video file",
      });
      return authoring.recordVideoUpload(deps, toActor(req), saveVideo(deps.config.dataDir, upload.bytes));
    },
  });

  // Lesson videos are served by unguessable name, in byte ranges for the player's seeking.
  defineRoute(app, {
    method: "GET",
    url: "/api/public/videos/:file",
    // A byte range: part of the file, or a range outside it.
    errors: [206, 416],
    access: "public",
    produces: "video/*",
    params: z.strictObject({ file: z.string().regex(VIDEO_FILE, "Unknown file") }),
    handler: async ({ req, reply, params }) => sendVideo(req, reply, deps.config.dataDir, params.file),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/public/lessons/:id/captions.vtt",
    access: "public",
    produces: "text/vtt",
    params: contentIdParamsSchema,
    handler: async ({ params, reply }) =>
      reply
        .header("content-type", "text/vtt; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .send(await authoring.getCaptions(deps, params.id)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/content/export",
    errors: [404],
    access: "admin",
    query: curriculumExportQuerySchema,
    response: curriculumCourseSchema,
    summary: "One course in the curriculum's file format",
    handler: ({ query }) => exportCourse(deps, query.course),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/content/import",
    access: "admin",
    body: curriculumCourseSchema,
    response: curriculumImportResponseSchema,
    summary: "Import one course file: matched by slug, updated in place; new lessons as drafts",
    handler: ({ body, req }) => importCourse(deps, toActor(req), body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/content/quizzes",
    access: "admin",
    response: authoredQuizzesResponseSchema,
    summary: "Every stored quiz with its questions and answers",
    handler: () => quizAuthoring.listQuizzes(deps),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/content/quizzes",
    access: "admin",
    body: createQuizRequestSchema,
    response: authoredQuizSchema,
    status: 201,
    summary: "Write a quiz (its questions checked against their own answers); listed in the library",
    handler: ({ body, req }) => quizAuthoring.createQuiz(deps, toActor(req), body),
  });

  defineRoute(app, {
    method: "PATCH",
    url: "/api/admin/content/quizzes/:id",
    access: "admin",
    params: contentIdParamsSchema,
    body: updateQuizRequestSchema,
    response: authoredQuizSchema,
    handler: ({ params, body, req }) => quizAuthoring.updateQuiz(deps, toActor(req), params.id, body),
  });
}
