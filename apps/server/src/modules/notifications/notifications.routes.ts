import {
  myNotificationsResponseSchema,
  notificationIdParamsSchema,
  notificationPreferencesResponseSchema,
  sendNotificationRequestSchema,
  sentNotificationsResponseSchema,
  updateNotificationPreferencesSchema,
} from "@app/contract/notifications";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute } from "../../lib/route.ts";
import { toActor } from "../audit/audit.service.ts";
import * as notifications from "./notifications.service.ts";
import { getPreferences, updatePreferences } from "./platform-notifications.ts";

/** Admins send notifications; every signed-in user reads their own in the bell. */
export async function notificationsRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/notifications",
    access: "admin",
    body: sendNotificationRequestSchema,
    response: z.object({ id: z.number(), recipient_count: z.number() }),
    status: 201,
    summary: "Send a notification to everyone, a role, a plan or chosen users (and e-mail)",
    handler: ({ body, req }) => notifications.sendNotification(deps, toActor(req), body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/notifications",
    access: "admin",
    response: sentNotificationsResponseSchema,
    handler: () => notifications.listSent(deps),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/notifications",
    access: "signed-in",
    response: myNotificationsResponseSchema,
    summary: "The caller's newest notifications and unread count",
    handler: ({ user }) => notifications.listMine(deps, user.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/notifications/:id/read",
    access: "signed-in",
    params: notificationIdParamsSchema,
    status: 204,
    handler: ({ user, params }) => notifications.markMineRead(deps, user.id, params.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/notifications/read-all",
    access: "signed-in",
    status: 204,
    handler: ({ user }) => notifications.markAllMineRead(deps, user.id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/notifications/preferences",
    access: "signed-in",
    response: notificationPreferencesResponseSchema,
    summary: "The caller's choice, per kind of notification, of the bell and e-mail",
    handler: ({ user }) => getPreferences(deps, user),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/notifications/preferences",
    access: "signed-in",
    body: updateNotificationPreferencesSchema,
    response: notificationPreferencesResponseSchema,
    summary: "Stores the caller's choices; a kind that never reaches them is refused",
    handler: ({ user, body }) => updatePreferences(deps, user, body),
  });
}
