import { messageResponseSchema } from "@app/contract/errors";
import {
  pythonAttemptRequestSchema,
  pythonAttemptResponseSchema,
  pythonCourseSchema,
  pythonExerciseParamsSchema,
  pythonFileParamsSchema,
  pythonFileSchema,
  pythonFilesSchema,
  pythonHintSchema,
  pythonStudentWorkSchema,
  pythonWeekParamsSchema,
  pythonWeekSchema,
  savedPythonCodeSchema,
  savePythonCodeRequestSchema,
  savePythonFileRequestSchema,
} from "@app/contract/python-course";
import { studentQuerySchema } from "@app/contract/student";
import type { FastifyInstance } from "fastify";
import type { AuthUser } from "../../lib/auth-user.ts";
import { defineRoute } from "../../lib/route.ts";
import { resolveStudentFast } from "../student-access/student-access.ts";
import { getCheckRunner } from "./check-runner.ts";
import * as python from "./python-course.service.ts";

/** The Python course (issue 25): progress, autosaved code, hints, server-judged checks, playground files. */
export async function pythonCourseRoutes(app: FastifyInstance) {
  const { deps } = app;
  const reader = (user: AuthUser, id?: number) => resolveStudentFast(deps, user, id);
  const writer = (user: AuthUser, id?: number) => resolveStudentFast(deps, user, id, "write");
  const learners = ["student", "parent", "admin"] as const;
  app.addHook("onClose", () => getCheckRunner().close());

  defineRoute(app, {
    method: "GET",
    url: "/api/python/course",
    access: "signed-in",
    query: studentQuerySchema,
    response: pythonCourseSchema,
    summary: "The Python course's weeks with the student's progress and next exercise",
    handler: async ({ user, query }) => python.getCourse(deps, await reader(user, query.student_id)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/python/weeks/:week",
    access: "signed-in",
    params: pythonWeekParamsSchema,
    query: studentQuerySchema,
    response: pythonWeekSchema,
    summary: "A week of the Python course: lessons, exercises, the student's saved code and hints",
    handler: async ({ user, params, query }) =>
      python.getWeek(deps, await reader(user, query.student_id), params.week),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/python/exercises/:slug/code",
    access: learners,
    params: pythonExerciseParamsSchema,
    query: studentQuerySchema,
    body: savePythonCodeRequestSchema,
    response: savedPythonCodeSchema,
    rateLimitPerMinute: 120,
    summary: "Autosave the student's code for an exercise",
    handler: async ({ user, params, query, body }) =>
      python.saveCode(deps, await writer(user, query.student_id), params.slug, body.code),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/python/exercises/:slug/hints",
    access: learners,
    params: pythonExerciseParamsSchema,
    query: studentQuerySchema,
    response: pythonHintSchema,
    errors: [409],
    summary: "The next hint of an exercise (a nudge, a bigger hint, then the solution line by line), counted",
    handler: async ({ user, params, query }) =>
      python.takeHint(deps, await writer(user, query.student_id), params.slug),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/python/exercises/:slug/attempts",
    access: learners,
    params: pythonExerciseParamsSchema,
    query: studentQuerySchema,
    body: pythonAttemptRequestSchema,
    response: pythonAttemptResponseSchema,
    rateLimitPerMinute: 30,
    errors: [503],
    summary: "Check the code on the server; only a pass it saw records progress and XP",
    handler: async ({ user, params, query, body }) =>
      python.checkAttempt(deps, await writer(user, query.student_id), params.slug, body.code),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/python/work",
    access: "signed-in",
    query: studentQuerySchema,
    response: pythonStudentWorkSchema,
    summary: "A student's Python exercises with attempts and latest code (tutors, parents, the student)",
    handler: async ({ user, query }) => python.getStudentWork(deps, await reader(user, query.student_id)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/python/files",
    access: learners,
    query: studentQuerySchema,
    response: pythonFilesSchema,
    summary: "The student's Python playground files",
    handler: async ({ user, query }) => python.listFiles(deps, await reader(user, query.student_id)),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/python/files/:name",
    access: learners,
    params: pythonFileParamsSchema,
    query: studentQuerySchema,
    body: savePythonFileRequestSchema,
    response: pythonFileSchema,
    errors: [409],
    summary: "Save a playground file (made if new)",
    handler: async ({ user, params, query, body }) =>
      python.saveFile(deps, await writer(user, query.student_id), params.name, body.content),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/python/files/:name",
    access: learners,
    params: pythonFileParamsSchema,
    query: studentQuerySchema,
    response: messageResponseSchema,
    summary: "Delete a playground file",
    handler: async ({ user, params, query }) =>
      python.deleteFile(deps, await writer(user, query.student_id), params.name),
  });
}
