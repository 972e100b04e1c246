import { z } from "zod";
import { idSchema, lineText, multiLineText } from "./primitives.ts";

/* In-app notifications (issue 13, spec 9 "notification-storage"): admins send, everyone reads. */

/** Who receives a notification: everyone, a role, a plan's students and parents, or chosen users. */
export const notificationAudienceSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("everyone") }),
  z.strictObject({ kind: z.literal("role"), role: z.enum(["student", "parent", "tutor", "admin"]) }),
  z.strictObject({ kind: z.literal("plan"), plan: z.enum(["ai-only", "tutor-lite", "tutor-plus"]) }),
  z.strictObject({
    kind: z.literal("users"),
    user_ids: z
      .array(z.uuid("Unknown user"))
      .min(1, "Choose at least one person")
      .max(500, "At most 500 people at once"),
  }),
]);
export type NotificationAudience = z.infer<typeof notificationAudienceSchema>;

/** A link inside the app: a path of this site, never another site. */
const inAppLinkSchema = lineText(z.string().trim().max(300)).refine(
  (url) => /^\/(?!\/)[^\s\\]*$/.test(url),
  "Use a link inside the app, like /student/homework",
);

/** POST /api/admin/notifications. */
export const sendNotificationRequestSchema = z.strictObject({
  title: lineText(z.string().trim().min(1, "Title is required").max(120, "Title is too long")),
  body: multiLineText(z.string().trim().min(1, "Write the message").max(2000, "The message is too long")),
  link_url: inAppLinkSchema.nullable().default(null),
  audience: notificationAudienceSchema,
  send_email: z.boolean().default(false),
});
export type SendNotificationRequest = z.input<typeof sendNotificationRequestSchema>;

export const sentNotificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  link_url: z.string().nullable(),
  audience: notificationAudienceSchema,
  send_email: z.boolean(),
  recipient_count: z.number(),
  read_count: z.number(),
  sent_by: z.string(),
  created_at: z.string(),
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;

/** GET /api/admin/notifications: what admins sent, newest first. */
export const sentNotificationsResponseSchema = z.object({ notifications: z.array(sentNotificationSchema) });

/** One notification in a user's bell. */
export const myNotificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  link_url: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type MyNotification = z.infer<typeof myNotificationSchema>;

/** GET /api/notifications: the newest notifications and how many are unread. */
export const myNotificationsResponseSchema = z.object({
  notifications: z.array(myNotificationSchema),
  unread_count: z.number(),
});
export type MyNotificationsResponse = z.infer<typeof myNotificationsResponseSchema>;

export const notificationIdParamsSchema = z.strictObject({
  id: idSchema("Notification id", "Notification not found"),
});

export const NOTIFICATION_MESSAGES = {
  noRecipients: "Nobody matches this audience yet",
  unknownUsers: "Some of the chosen people do not exist",
  notFound: "Notification not found",
} as const;
