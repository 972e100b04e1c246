import {
  childLoginResponseSchema,
  childParamsSchema,
  childSettingsResponseSchema,
  consentDecisionResponseSchema,
  consentRequestsResponseSchema,
  createChildLoginRequestSchema,
  familyResponseSchema,
  resetChildPasswordRequestSchema,
  updateChildLoginRequestSchema,
  updateChildSettingsRequestSchema,
} from "@app/contract/family";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { decideConsent, listConsentRequests } from "../students/parent-consent.ts";
import { exportChild } from "./child-export.service.ts";
import { createChildLogin, resetChildPassword, setChildLoginEnabled } from "./child-login.service.ts";
import { getFamily, updateChildSettings } from "./family.service.ts";

/** A parent's family (issue 10): children at a glance, child logins, consent, settings, export. */
export async function familyRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/family",
    access: ["parent"],
    response: familyResponseSchema,
    summary: "The parent's children side by side",
    handler: ({ user }) => getFamily(deps, user),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/family/children/:id/login",
    access: ["parent"],
    params: childParamsSchema,
    body: createChildLoginRequestSchema,
    response: childLoginResponseSchema,
    status: 201,
    summary: "Give a child a login of their own (username and password, no e-mail)",
    handler: ({ user, params, body }) => createChildLogin(deps, user, params.id, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/family/children/:id/login/password",
    access: ["parent"],
    params: childParamsSchema,
    body: resetChildPasswordRequestSchema,
    response: childLoginResponseSchema,
    summary: "Set a new password for a child's login",
    handler: ({ user, params, body }) => resetChildPassword(deps, user, params.id, body.password),
  });

  defineRoute(app, {
    method: "PATCH",
    url: "/api/family/children/:id/login",
    access: ["parent"],
    params: childParamsSchema,
    body: updateChildLoginRequestSchema,
    response: childLoginResponseSchema,
    summary: "Switch a child's login off or on",
    handler: ({ user, params, body }) => setChildLoginEnabled(deps, user, params.id, body.isEnabled),
  });

  defineRoute(app, {
    method: "PATCH",
    url: "/api/family/children/:id/settings",
    access: ["parent"],
    params: childParamsSchema,
    body: updateChildSettingsRequestSchema,
    response: childSettingsResponseSchema,
    summary: "Allow a child on the global leaderboard, or not",
    handler: ({ user, params, body }) => updateChildSettings(deps, user, params.id, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/family/children/:id/export",
    access: ["parent"],
    params: childParamsSchema,
    produces: "application/zip",
    summary: "Everything held about a child, as a zip archive: JSON per table and the uploaded files",
    handler: async ({ user, params, reply }) => {
      const { fileName, archive } = await exportChild(deps, user, params.id);
      reply.header("content-disposition", `attachment; filename="${fileName}"`);
      reply.header("cache-control", "no-store");
      reply.type("application/zip");
      return Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/family/consent-requests",
    access: ["parent"],
    response: consentRequestsResponseSchema,
    summary: "Children who named the parent's e-mail and wait for a confirmation",
    handler: ({ user }) => listConsentRequests(deps, user.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/family/consent-requests/:id/confirm",
    access: ["parent"],
    params: childParamsSchema,
    response: consentDecisionResponseSchema,
    summary: "Confirm a child's account",
    handler: ({ user, params }) => decideConsent(deps, user.id, params.id, "confirmed"),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/family/consent-requests/:id/decline",
    access: ["parent"],
    params: childParamsSchema,
    response: consentDecisionResponseSchema,
    summary: "Decline to confirm a child's account",
    handler: ({ user, params }) => decideConsent(deps, user.id, params.id, "declined"),
  });
}
