import { z } from "zod";
import { idSchema } from "./primitives.ts";
import { studentIdSchema } from "./student.ts";

/*
 * The AI tutor (issue 24): sessions, turns, the conversations parents read, the outside-model
 * opt-in, and the thinking chamber.
 */

/** The longest question a student may put to the tutor. */
export const TUTOR_MESSAGE_MAX = 500;

export const TUTOR_MESSAGES = {
  tooLong: `Questions to the tutor are at most ${TUTOR_MESSAGE_MAX} characters: please ask a shorter one.`,
  empty: "Type a question for the tutor",
  noCredit:
    "You have used all your AI tutor sessions. A parent can buy an AI-session package on the Billing page, and the free plan gives 10 new sessions each month.",
  rateLimited: "You are asking very fast. Take a breath, read the last answer, and ask again in a minute.",
  sessionEnded: "This tutor session has ended: start a new one to keep asking",
  outsideModelParentOnly: "Only a parent can choose whether the tutor may use an outside model",
} as const;

const questionId = z.string().trim().min(1).max(64);

export const tutorCitationSchema = z.object({ part: z.string(), label: z.string() });

export const tutorEngineSchema = z.enum(["built-in", "model"]);
export type TutorEngineName = z.infer<typeof tutorEngineSchema>;

export const tutorMessageSchema = z.object({
  id: z.number(),
  role: z.enum(["student", "tutor"]),
  body: z.string(),
  engine: tutorEngineSchema.nullable(),
  kind: z.enum(["answer", "hint", "unknown", "safety"]).nullable(),
  rung: z.number().nullable(),
  question_id: z.string().nullable(),
  citations: z.array(tutorCitationSchema),
  flags: z.array(z.string()),
  created_at: z.string(),
});
export type TutorMessage = z.infer<typeof tutorMessageSchema>;

export const tutorSessionSchema = z.object({
  id: z.number(),
  student_id: z.number(),
  material_id: z.number(),
  material_title: z.string(),
  started_at: z.string(),
  last_turn_at: z.string(),
  message_count: z.number(),
  flagged: z.boolean(),
});
export type TutorSession = z.infer<typeof tutorSessionSchema>;

/** POST /api/tutor/sessions: a student starts a conversation on a material (one ai-session credit). */
export const startTutorSessionRequestSchema = z.strictObject({
  material_id: idSchema("material_id"),
});
export const startTutorSessionResponseSchema = z.object({
  session: tutorSessionSchema,
  ai_sessions_left: z.number(),
  engine: tutorEngineSchema,
});

export const tutorSessionParamsSchema = z.strictObject({ id: idSchema("id") });

/** POST /api/tutor/sessions/{id}/turns. */
export const tutorTurnRequestSchema = z.strictObject({
  message: z.string().trim().min(1, TUTOR_MESSAGES.empty).max(TUTOR_MESSAGE_MAX, TUTOR_MESSAGES.tooLong),
  mode: z.enum(["ask", "hint"]).default("ask"),
  question_id: questionId.optional(),
});
export type TutorTurnRequest = z.input<typeof tutorTurnRequestSchema>;
export const tutorTurnResponseSchema = z.object({
  student_message: tutorMessageSchema,
  reply: tutorMessageSchema,
  /** Why the outside model did not answer this turn, when it was tried and failed. */
  fallback: z.string().nullable(),
  /** Rungs of the hint ladder used on the question today. */
  rungs_used: z.number(),
  /** The persona's modality: `listen` and `both` speak the reply. */
  modality: z.enum(["read", "listen", "both"]),
});
export type TutorTurnResponse = z.infer<typeof tutorTurnResponseSchema>;

/**
 * POST /api/tutor/sessions/{id}/turns/stream: the same turn as server-sent events. `sentence`: a
 * checked sentence of the reply, as it comes; `done`: the stored turn; `error`: the turn failed
 * after it began (a refusal before it began is an ordinary JSON error).
 */
export const tutorStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("sentence"), text: z.string() }),
  z.object({ type: z.literal("done"), turn: tutorTurnResponseSchema }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type TutorStreamEvent = z.infer<typeof tutorStreamEventSchema>;

export const tutorSessionsQuerySchema = z.strictObject({ student_id: studentIdSchema.optional() });
export const tutorSessionsResponseSchema = z.object({
  student_id: z.number(),
  sessions: z.array(tutorSessionSchema),
});
export type TutorSessionsResponse = z.infer<typeof tutorSessionsResponseSchema>;
export const tutorConversationResponseSchema = z.object({
  session: tutorSessionSchema,
  messages: z.array(tutorMessageSchema),
});
export type TutorConversationResponse = z.infer<typeof tutorConversationResponseSchema>;

/** GET/PUT /api/tutor/settings: whether the tutor may send this child's words to an outside model. */
export const tutorSettingsQuerySchema = z.strictObject({ student_id: studentIdSchema.optional() });
export const tutorSettingsRequestSchema = z.strictObject({
  student_id: studentIdSchema.optional(),
  outside_model_allowed: z.boolean(),
});
export const tutorSettingsResponseSchema = z.object({
  student_id: z.number(),
  outside_model_configured: z.boolean(),
  outside_model_allowed: z.boolean(),
  /** The engine the next turn will use. */
  engine: tutorEngineSchema,
  /** Why the built-in engine answers, in a sentence. */
  reason: z.string(),
});
export type TutorSettingsResponse = z.infer<typeof tutorSettingsResponseSchema>;

/** GET /api/tutor/thinking-chamber: a problem broken into steps, one question at a time. */
export const thinkingChamberQuerySchema = z.strictObject({
  material_id: idSchema("material_id"),
  question_id: questionId,
});
export const thinkingChamberResponseSchema = z.object({
  material_id: z.number(),
  material_title: z.string(),
  question: z.object({ id: z.string(), question: z.string(), type: z.string() }),
  steps: z.array(z.object({ prompt: z.string(), citation: tutorCitationSchema.nullable() })),
});
export type ThinkingChamberResponse = z.infer<typeof thinkingChamberResponseSchema>;

/** GET /api/admin/tutor-flags: what the guardrails flagged, newest first. */
export const tutorFlagsResponseSchema = z.object({
  flags: z.array(
    z.object({
      message_id: z.number(),
      session_id: z.number(),
      student_id: z.number(),
      student_name: z.string(),
      kinds: z.array(z.string()),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
});
