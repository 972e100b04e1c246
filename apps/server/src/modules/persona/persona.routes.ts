import {
  parseAnswerRequestSchema,
  parseAnswerResponseSchema,
  patchPersonaRequestSchema,
  patchPersonaResponseSchema,
  personaQuerySchema,
  personaResponseSchema,
} from "@app/contract/persona";
import { traitSourceForRole } from "@app/domain/persona";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import * as persona from "./persona.service.ts";

/** The tutor persona (spec 2.8 "Manage My Tutor", 7.6). */
export async function personaRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db } = deps;

  defineRoute(app, {
    method: "GET",
    url: "/api/student/profile-persona",
    access: "signed-in",
    response: personaResponseSchema,
    query: personaQuerySchema,
    handler: async ({ user, query }) =>
      persona.getPersona(deps, await resolveStudent(db, user, query.student_id)),
  });

  defineRoute(app, {
    method: "PATCH",
    url: "/api/student/profile-persona",
    access: ["student", "parent", "admin"],
    response: patchPersonaResponseSchema,
    body: patchPersonaRequestSchema,
    handler: async ({ user, body }) =>
      persona.patchPersona(
        deps,
        await resolveStudent(db, user, body.student_id, "write"),
        body.updates,
        traitSourceForRole(user.role),
      ),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/personalization/parse-answer",
    access: "signed-in",
    response: parseAnswerResponseSchema,
    body: parseAnswerRequestSchema,
    handler: async ({ body }) => persona.parseAnswer(body.question, body.transcript),
  });
}
