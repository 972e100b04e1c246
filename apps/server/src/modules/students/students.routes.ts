import fs from "node:fs";
import path from "node:path";
import {
  AVATAR_LIMITS,
  addStudentRequestSchema,
  onboardingRequestSchema,
  onboardingResponseSchema,
  parentConsentRequestSchema,
  parentConsentResponseSchema,
  profileResponseSchema,
  studentIdParamsSchema,
  studentQuerySchema,
  studentResponseSchema,
  updateProfileRequestSchema,
} from "@app/contract/student";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../../lib/app-error.ts";
import { readUploadedFile } from "../../lib/multipart.ts";
import { defineRoute } from "../../lib/route.ts";
import { toActor } from "../audit/audit.service.ts";
import { AVATAR_CONTENT_TYPES, AVATAR_FILE_ID, avatarDir, reencodeAvatar } from "./avatar-files.ts";
import * as students from "./students.service.ts";

/** Profiles, onboarding, children and avatars (spec 7.2). */
export async function studentsRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/student-dashboard/profile",
    access: "signed-in",
    response: profileResponseSchema,
    query: studentQuerySchema,
    handler: ({ user, query }) => students.getProfile(deps, user, query.student_id),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/student-dashboard/profile",
    access: ["student", "parent", "admin"],
    response: profileResponseSchema,
    query: studentQuerySchema,
    body: updateProfileRequestSchema,
    handler: ({ user, query, body }) => students.updateProfile(deps, user, query.student_id, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/student-dashboard/onboarding",
    access: ["student", "parent", "admin"],
    response: onboardingResponseSchema,
    query: studentQuerySchema,
    body: onboardingRequestSchema,
    handler: ({ user, query, body }) => students.completeOnboarding(deps, user, query.student_id, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/student-dashboard/parent-consent",
    access: ["student"],
    response: parentConsentResponseSchema,
    body: parentConsentRequestSchema,
    handler: ({ user, body }) => students.resendParentConsent(deps, user, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/student-dashboard/students",
    access: ["parent"],
    response: studentResponseSchema,
    body: addStudentRequestSchema,
    status: 201,
    handler: ({ user, body }) => students.addStudent(deps, user, body),
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/student-dashboard/students/:id",
    access: ["parent"],
    params: studentIdParamsSchema,
    status: 204,
    handler: ({ user, params, req }) => students.removeStudent(deps, user, params.id, toActor(req)),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/student-dashboard/profile/avatar",
    access: ["student", "parent", "admin"],
    response: studentResponseSchema,
    query: studentQuerySchema,
    handler: async ({ user, query, req }) => {
      const upload = await readUploadedFile(req, {
        maxBytes: AVATAR_LIMITS.maxBytes,
        missingMessage: "Choose an image file",
      });
      // Only re-encoded pixels are ever stored: no EXIF (GPS) and nothing appended (issue 7.16).
      const bytes = await reencodeAvatar(upload.bytes);
      return students.uploadAvatar(deps, user, query.student_id, bytes);
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/student-dashboard/profile/avatar",
    access: ["student", "parent", "admin"],
    response: studentResponseSchema,
    query: studentQuerySchema,
    handler: ({ user, query }) => students.deleteAvatar(deps, user, query.student_id),
  });

  // Avatars are served by unguessable name, so an <img> can show them without a token.
  defineRoute(app, {
    method: "GET",
    url: "/api/files/avatars/:fileId",
    access: "public",
    produces: "image/*",
    params: z.strictObject({ fileId: z.string().regex(AVATAR_FILE_ID, "Unknown file") }),
    handler: async ({ params, reply }) => {
      const file = path.join(avatarDir(deps.config.dataDir), params.fileId);
      const contentType = AVATAR_CONTENT_TYPES[params.fileId.split(".").pop() ?? ""];
      if (!contentType || !fs.existsSync(file)) throw notFound("Unknown file");
      return reply
        .header("content-type", contentType)
        .header("cache-control", "private, max-age=86400")
        .header("x-content-type-options", "nosniff")
        .send(fs.createReadStream(file));
    },
  });
}
