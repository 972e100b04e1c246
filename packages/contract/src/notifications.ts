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
  kindNotYours: "That kind of notification does not reach your account",
} as const;

/* What the platform tells people at each step (issue 21, decision 042), and each person's choice. */

/** The kinds of notification the platform writes, with what the preferences page says of each. */
export const NOTIFICATION_KINDS = {
  "lesson-booked": { label: "A lesson is booked", roles: ["tutor"] },
  "lesson-moved": { label: "A lesson is moved", roles: ["tutor", "student", "parent"] },
  "lesson-cancelled": { label: "A lesson is cancelled", roles: ["tutor", "student", "parent"] },
  "homework-set": { label: "Homework is set", roles: ["student", "parent"] },
  "homework-handed-in": { label: "Homework is handed in", roles: ["tutor", "admin"] },
  "homework-graded": { label: "Homework is graded", roles: ["student", "parent"] },
  "payment-confirmed": { label: "A bank transfer is confirmed", roles: ["parent", "student"] },
} as const satisfies Record<
  string,
  { label: string; roles: readonly ("student" | "parent" | "tutor" | "admin")[] }
>;

export const notificationKindSchema = z.enum(
  Object.keys(NOTIFICATION_KINDS) as [
    keyof typeof NOTIFICATION_KINDS,
    ...(keyof typeof NOTIFICATION_KINDS)[],
  ],
  "Unknown kind of notification",
);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** One kind's choice: the bell, and e-mail. */
export const notificationPreferenceSchema = z.strictObject({
  kind: notificationKindSchema,
  bell: z.boolean("Choose on or off"),
  email: z.boolean("Choose on or off"),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET /api/notifications/preferences: the caller's choice for each kind that can reach them. */
export const notificationPreferencesResponseSchema = z.object({
  preferences: z.array(notificationPreferenceSchema.extend({ label: z.string() })),
  /** Whether the account has an e-mail address (without one, no e-mail goes out). */
  has_email: z.boolean(),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

/** PUT /api/notifications/preferences: the choices to store (kinds left out keep theirs). */
export const updateNotificationPreferencesSchema = z.strictObject({
  preferences: z
    .array(notificationPreferenceSchema)
    .min(1, "Choose at least one setting")
    .max(Object.keys(NOTIFICATION_KINDS).length, "Too many settings")
    .refine((list) => new Set(list.map((p) => p.kind)).size === list.length, "Each kind once"),
});
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;
