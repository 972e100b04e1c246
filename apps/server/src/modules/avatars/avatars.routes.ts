import { avatarQuerySchema, avatarResponseSchema, updateAvatarRequestSchema } from "@app/contract/scene";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import * as avatars from "./avatars.service.ts";

/** The student's 3D avatar (issue 27): read by anyone who may see the student, saved by the family. */
export async function avatarRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db } = deps;

  defineRoute(app, {
    method: "GET",
    url: "/api/avatar",
    access: "signed-in",
    response: avatarResponseSchema,
    query: avatarQuerySchema,
    handler: async ({ user, query }) =>
      avatars.getAvatar(deps, await resolveStudent(db, user, query.student_id)),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/avatar",
    access: ["student", "parent", "admin"],
    response: avatarResponseSchema,
    body: updateAvatarRequestSchema,
    handler: async ({ user, body }) =>
      avatars.saveAvatar(deps, await resolveStudent(db, user, body.student_id, "write"), body.avatar),
  });
}
