import {
  myNotificationsResponseSchema,
  notificationIdParamsSchema,
  sendNotificationRequestSchema,
  sentNotificationsResponseSchema,
} from "@app/contract/notifications";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute } from "../../lib/route.ts";
import { toActor } from "../audit/audit.service.ts";
import * as notifications from "./notifications.service.ts";

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
}
