import {
  startTutorSessionRequestSchema,
  startTutorSessionResponseSchema,
  thinkingChamberQuerySchema,
  thinkingChamberResponseSchema,
  tutorConversationResponseSchema,
  tutorFlagsResponseSchema,
  tutorSessionParamsSchema,
  tutorSessionsQuerySchema,
  tutorSessionsResponseSchema,
  tutorSettingsQuerySchema,
  tutorSettingsRequestSchema,
  tutorSettingsResponseSchema,
  tutorTurnRequestSchema,
  tutorTurnResponseSchema,
} from "@app/contract/tutor";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute } from "../../lib/route.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import * as tutor from "./tutor.service.ts";
import { streamTurn } from "./tutor-stream.ts";

/** The AI tutor (issue 24): sessions and turns, conversations parents read, the outside-model opt-in. */
export async function tutorRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { db } = deps;

  defineRoute(app, {
    method: "POST",
    url: "/api/tutor/sessions",
    access: ["student"],
    body: startTutorSessionRequestSchema,
    response: startTutorSessionResponseSchema,
    status: 201,
    errors: [402],
    summary: "Start a tutor session on a material: spends one ai-session credit",
    handler: async ({ user, body, reply }) => {
      reply.code(201);
      return tutor.startSession(deps, await resolveStudent(db, user, undefined), body.material_id);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/tutor/sessions/:id/turns",
    access: ["student"],
    params: tutorSessionParamsSchema,
    body: tutorTurnRequestSchema,
    response: tutorTurnResponseSchema,
    summary: "Ask the tutor (built-in engine, or an allowed outside model)",
    handler: async ({ user, params, body }) =>
      tutor.takeTurn(deps, await resolveStudent(db, user, undefined), params.id, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/tutor/sessions/:id/turns/stream",
    access: ["student"],
    params: tutorSessionParamsSchema,
    body: tutorTurnRequestSchema,
    produces: "text/event-stream",
    summary:
      "Ask the tutor, answered as server-sent events: each checked sentence as it comes (`sentence`), then the stored turn (`done`)",
    handler: async ({ req, user, params, body, reply }) => {
      const turn = await tutor.prepareTurn(deps, await resolveStudent(db, user, undefined), params.id, body);
      await streamTurn(reply, turn.run, (error) =>
        req.log.error({ err: error }, "tutor turn failed mid-stream"),
      );
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/tutor/sessions",
    access: ["student", "parent", "admin"],
    query: tutorSessionsQuerySchema,
    response: tutorSessionsResponseSchema,
    summary: "A student's tutor conversations (their own, a parent's child's)",
    handler: async ({ user, query }) =>
      tutor.listSessions(deps, await resolveStudent(db, user, query.student_id)),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/tutor/sessions/:id",
    access: ["student", "parent", "admin"],
    params: tutorSessionParamsSchema,
    response: tutorConversationResponseSchema,
    summary: "One tutor conversation with its messages",
    handler: async ({ user, params }) => {
      await resolveStudent(db, user, await tutor.findConversationStudent(deps, params.id));
      return tutor.getConversation(deps, params.id);
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/tutor/sessions/:id",
    access: ["student"],
    params: tutorSessionParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
    summary: "A student deletes one of their tutor conversations",
    handler: async ({ user, params }) =>
      tutor.deleteSession(deps, await resolveStudent(db, user, undefined), params.id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/tutor/settings",
    access: ["student", "parent", "admin"],
    query: tutorSettingsQuerySchema,
    response: tutorSettingsResponseSchema,
    summary: "Which engine the tutor uses for a student, and the parent's outside-model choice",
    handler: async ({ user, query }) =>
      tutor.getSettings(deps, await resolveStudent(db, user, query.student_id)),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/tutor/settings",
    access: ["parent"],
    body: tutorSettingsRequestSchema,
    response: tutorSettingsResponseSchema,
    summary: "A parent allows or stops the tutor's use of an outside model for their child",
    handler: async ({ user, body }) =>
      tutor.saveSettings(
        deps,
        user.id,
        await resolveStudent(db, user, body.student_id, "write"),
        body.outside_model_allowed,
      ),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/tutor/thinking-chamber",
    access: ["student", "parent", "admin"],
    query: thinkingChamberQuerySchema,
    response: thinkingChamberResponseSchema,
    summary: "A question broken into steps from the material's worked examples",
    handler: async ({ query }) => tutor.thinkingChamber(deps, query.material_id, query.question_id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/tutor-flags",
    access: "admin",
    response: tutorFlagsResponseSchema,
    summary: "What the tutor's guardrails flagged, newest first",
    handler: async () => tutor.listFlags(deps),
  });
}
