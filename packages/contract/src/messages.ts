import { z } from "zod";
import { ASSIGNMENT_LIMITS, attachmentSchema } from "./assignments.ts";
import { bodyIdSchema, idSchema, multiLineText } from "./primitives.ts";

/** Limits of messages (issue 12), enforced by the server and shown by the composer. */
export const MESSAGE_LIMITS = {
  /** Longest message, in characters: a long e-mail's worth; an essay goes as an attachment. */
  bodyMax: 5000,
  /** Attachments per message, and their size and kinds: as for assignments. */
  attachmentsPerMessage: 5,
  attachmentMaxBytes: ASSIGNMENT_LIMITS.attachmentMaxBytes,
  attachmentTypes: ASSIGNMENT_LIMITS.attachmentTypes,
  fileNameMax: ASSIGNMENT_LIMITS.fileNameMax,
  /** Messages per page of history (the default, and the most one page may ask for). */
  pageSize: 30,
  pageMax: 100,
  /** Seconds between the live stream's heartbeats. */
  heartbeatSeconds: 15,
} as const;

export const EMPTY_MESSAGE = "Write a message first";
export const MESSAGE_TOO_LONG = `A message is at most ${MESSAGE_LIMITS.bodyMax} characters`;

export const messageBodySchema = multiLineText(
  z
    .string({ error: EMPTY_MESSAGE })
    .trim()
    .min(1, EMPTY_MESSAGE)
    .max(MESSAGE_LIMITS.bodyMax, MESSAGE_TOO_LONG),
);

export const threadIdParamsSchema = z.strictObject({ id: idSchema("id", "Conversation not found") });
export const messageAttachmentParamsSchema = z.strictObject({
  id: idSchema("id", "Conversation not found"),
  attachmentId: idSchema("attachmentId", "Attachment not found"),
});

/** `?student_id=`: which child a parent looks at (their first when not given); ignored for others. */
export const messageThreadsQuerySchema = z.strictObject({ student_id: idSchema("student_id").optional() });

export const threadHistoryQuerySchema = z.strictObject({
  /** Messages older than this one (the oldest shown so far). */
  before: idSchema("before").optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be positive")
    .max(MESSAGE_LIMITS.pageMax, `limit is at most ${MESSAGE_LIMITS.pageMax}`)
    .optional(),
});

/**
 * Opening (or finding) a thread: `tutor` with a student and, for the family, the tutor; `support`
 * for the caller's own thread with the admins, or, for an admin, with `user_id`.
 */
export const startThreadRequestSchema = z.strictObject({
  kind: z.enum(["tutor", "support"], { error: "kind must be tutor or support" }),
  student_id: bodyIdSchema("student_id").optional(),
  tutor_user_id: z.uuid("tutor_user_id must be a user id").optional(),
  user_id: z.uuid("user_id must be a user id").optional(),
});
export type StartThreadRequest = z.infer<typeof startThreadRequestSchema>;

export const sendMessageRequestSchema = z.strictObject({
  body: messageBodySchema,
  attachment_ids: z
    .array(bodyIdSchema("attachment_ids"))
    .max(
      MESSAGE_LIMITS.attachmentsPerMessage,
      `At most ${MESSAGE_LIMITS.attachmentsPerMessage} files per message`,
    )
    .optional(),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

export const markReadRequestSchema = z.strictObject({
  /** The newest message seen; the thread's newest when not given. */
  up_to: bodyIdSchema("up_to").optional(),
});

export const messageSchema = z.object({
  id: z.number(),
  thread_id: z.number(),
  body: z.string(),
  created_at: z.string(),
  sender_name: z.string(),
  from_me: z.boolean(),
  from_staff: z.boolean(),
  attachments: z.array(attachmentSchema),
});
export type Message = z.infer<typeof messageSchema>;

export const threadSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(["tutor", "support"]),
  /** Who the reader is talking to: the tutor, the student, "Brightpath support", or the user. */
  title: z.string(),
  /** A second line: whose thread it is ("About Emma", "Student", "Parent"). */
  subtitle: z.string().nullable(),
  student_id: z.number().nullable(),
  last_message: z.object({ body: z.string(), created_at: z.string(), from_me: z.boolean() }).nullable(),
  unread_count: z.number(),
  /** Whether the reader may write here now (a former tutor's thread is read-only for the family). */
  can_send: z.boolean(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const messageThreadsResponseSchema = z.object({
  threads: z.array(threadSummarySchema),
  unread_total: z.number(),
  /** Why the student's messages are closed (a child awaiting a parent's confirmation), or null. */
  paused_reason: z.string().nullable(),
});
export const threadResponseSchema = z.object({ thread: threadSummarySchema });
export const threadHistoryResponseSchema = z.object({
  thread: threadSummarySchema,
  /** Oldest first; `has_more` when older messages remain (ask with `before` = the first id). */
  messages: z.array(messageSchema),
  has_more: z.boolean(),
});
export type ThreadHistory = z.infer<typeof threadHistoryResponseSchema>;
export const messageResponseSchema = z.object({ message: messageSchema });
export const messageAttachmentResponseSchema = z.object({ attachment: attachmentSchema });
export const unreadCountResponseSchema = z.object({ unread_total: z.number() });

export const messageContactSchema = z.object({
  kind: z.enum(["tutor", "support"]),
  name: z.string(),
  /** "Tutor", "Student", "Admins" */
  description: z.string(),
  student_id: z.number().nullable(),
  tutor_user_id: z.string().nullable(),
  thread_id: z.number().nullable(),
});
export type MessageContact = z.infer<typeof messageContactSchema>;
export const messageContactsResponseSchema = z.object({ contacts: z.array(messageContactSchema) });

/** The live stream reads nothing from the address: never a token (it travels in the header). */
export const messageStreamQuerySchema = z.strictObject({});

/** What the live stream (GET /api/messages/stream, server-sent events) carries. */
export const streamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready") }),
  z.object({ type: z.literal("message"), message: messageSchema }),
  z.object({ type: z.literal("read"), thread_id: z.number() }),
  /** The server may have missed messages (its database connection came back): refetch. */
  z.object({ type: z.literal("resync") }),
  /** The caller's bell changed (a notification reached them, or one was read): refetch it. */
  z.object({ type: z.literal("notification") }),
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;
