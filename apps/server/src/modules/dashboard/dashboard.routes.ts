import {
  balanceResponseSchema,
  contentIdParamsSchema,
  favouriteResponseSchema,
  homeworkQuerySchema,
  homeworkResponseSchema,
  invoicesResponseSchema,
  lessonsResponseSchema,
  libraryQuerySchema,
  libraryResponseSchema,
  nextStepResponseSchema,
  progressResponseSchema,
  upcomingLessonsResponseSchema,
} from "@app/contract/dashboard";
import { firstScreenResponseSchema } from "@app/contract/first-screen";
import { studentQuerySchema } from "@app/contract/student";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import * as dashboard from "./dashboard.service.ts";
import { getFirstScreen } from "./first-screen.service.ts";
import { getNextStep } from "./next-step.service.ts";

/** The student dashboard's data calls (spec 7.2); each checks the student against the caller. */
export async function dashboardRoutes(app: FastifyInstance) {
  const { deps } = app;
  const student = (user: Parameters<typeof resolveStudent>[1], id: number | undefined) =>
    resolveStudent(deps.db, user, id);

  defineRoute(app, {
    method: "GET",
    url: "/api/student-dashboard/lessons",
    access: "signed-in",
    response: lessonsResponseSchema,
    query: studentQuerySchema,
    handler: async ({ user, query }) => dashboard.getLessons(deps, await student(user, query.student_id)),
  });

  // The first screen in one answer (issue 14); the balance in it limits it to the balance's roles.
  defineRoute(app, {
    method: "GET",
    url: "/api/student-dashboard/first-screen",
    access: ["student", "parent", "admin"],
    response: firstScreenResponseSchema,
    query: studentQuerySchema,
    handler: async ({ user, query, reply }) => {
      reply.header("cache-control", "no-store, no-cache, must-revalidate").header("pragma", "no-cache");
      return getFirstScreen(deps, user, query.student_id);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/student-dashboard/next-step",
    access: "signed-in",
    response: nextStepResponseSchema,
    query: studentQuerySchema,
    handler: async ({ user, query }) => getNextStep(deps, await student(user, query.student_id)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/student-dashboard/upcoming-lessons",
    access: "signed-in",
    response: upcomingLessonsResponseSchema,
    query: studentQuerySchema,
    handler: async ({ user, query }) =>
      dashboard.getUpcomingLessons(deps, await student(user, query.student_id)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/student-dashboard/balance",
    access: ["student", "parent", "admin"],
    response: balanceResponseSchema,
    query: studentQuerySchema,
    handler: async ({ user, query }) =>
      dashboard.getBalance(deps, user, await student(user, query.student_id)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/student-dashboard/invoices",
    access: ["student", "parent", "admin"],
    response: invoicesResponseSchema,
    query: studentQuerySchema,
    handler: async ({ user, query }) =>
      dashboard.getInvoices(deps, user, await student(user, query.student_id)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/student-dashboard/homework",
    access: "signed-in",
    response: homeworkResponseSchema,
    query: homeworkQuerySchema,
    handler: async ({ user, query, reply }) => {
      reply.header("cache-control", "no-store, no-cache, must-revalidate").header("pragma", "no-cache");
      return dashboard.getHomework(deps, await student(user, query.student_id));
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/student-dashboard/progress",
    access: "signed-in",
    response: progressResponseSchema,
    query: studentQuerySchema,
    handler: async ({ user, query }) => dashboard.getProgress(deps, await student(user, query.student_id)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/student-dashboard/library",
    access: ["student", "parent", "admin"],
    response: libraryResponseSchema,
    query: libraryQuerySchema,
    handler: async ({ user, query }) =>
      dashboard.getLibrary(deps, await student(user, query.student_id), query),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/student-dashboard/library/:contentId/favourite",
    access: ["student", "parent", "admin"],
    response: favouriteResponseSchema,
    params: contentIdParamsSchema,
    query: studentQuerySchema,
    handler: async ({ user, query, params }) =>
      dashboard.toggleFavourite(
        deps,
        await resolveStudent(deps.db, user, query.student_id, "write"),
        params.contentId,
      ),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/student-dashboard/library/:contentId/opened",
    access: ["student", "parent", "admin"],
    params: contentIdParamsSchema,
    query: studentQuerySchema,
    status: 204,
    handler: async ({ user, query, params }) =>
      dashboard.markOpened(
        deps,
        await resolveStudent(deps.db, user, query.student_id, "write"),
        params.contentId,
      ),
  });
}
