import { z } from "zod";
import { geometrySpecSchema } from "./geometry.ts";
import { bodyIdSchema, idSchema } from "./primitives.ts";
import { studentIdSchema } from "./student.ts";

/** The template-id rule (spec 5): digits only after stripping leading colons; else "Invalid template ID". */
export const INVALID_TEMPLATE_ID = "Invalid template ID";

/** Parses a template or material id from an address; null when it breaks the rule. */
export function parseTemplateId(raw: string | number): number | null {
  const text = String(raw).replace(/^:+/, "");
  if (!/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** Route params carrying a template/material id, judged by the template-id rule. */
export const templateIdParamsSchema = z.object({
  id: z.string().transform((raw, ctx) => {
    const id = parseTemplateId(raw);
    if (id === null) {
      ctx.addIssue({ code: "custom", message: INVALID_TEMPLATE_ID });
      return z.NEVER;
    }
    return id;
  }),
});

export const wholeIdParamsSchema = z.strictObject({
  id: idSchema("id", "Unknown id"),
});

export const progressQuerySchema = z.strictObject({ student_id: studentIdSchema.optional() });

/** A question of a material: /api/material-progress/{id}/questions/{question_id}/…. */
export const materialQuestionParamsSchema = templateIdParamsSchema.extend({
  question_id: z.string().trim().min(1, "question_id is required").max(64),
});

const answerText = z.string().max(100_000, "That answer is too long.");

/** Answer-set ids are the server's UUIDs. */
const ANSWER_SET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A practice question as a student sees it before answering: prompt, choices and hint, never the
 * correct answer, the accepted answers or the explanation (issue 7.9); the server judges.
 */
export const learnerQuestionSchema = z.object({
  id: z.string(),
  type: z.string(),
  question: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  hint: z.string(),
  /** Geometry questions: the starting board and the target (not an answer: any construction meeting it passes). */
  geometry: geometrySpecSchema.optional(),
});
export type LearnerQuestion = z.infer<typeof learnerQuestionSchema>;

/** POST /api/answer-sets: the server opens a set of its own choosing for a practice or review session. */
export const openAnswerSetRequestSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("practice"),
    source: z.enum(["material", "path"]).default("material"),
    id: z.number().int().positive().max(2_147_483_647),
    student_id: studentIdSchema.optional(),
  }),
  z.strictObject({
    kind: z.literal("review"),
    ahead: z.boolean().default(false),
    student_id: studentIdSchema.optional(),
  }),
  // A game (issue 23): a card's questions played in its engine, e.g. "swipe-deck-42".
  z.strictObject({
    kind: z.literal("game"),
    card_id: z
      .string()
      .trim()
      .min(1, "card_id is required")
      .max(60, "card_id is at most 60 characters")
      .regex(/^[a-z-]+-[1-9]\d{0,9}$/, "Unknown game card"),
    student_id: studentIdSchema.optional(),
  }),
]);
export type OpenAnswerSetRequest = z.infer<typeof openAnswerSetRequestSchema>;

/** POST /api/answer-sets/{id}/finish. */
export const answerSetParamsSchema = z.strictObject({
  id: z.string().regex(ANSWER_SET_ID, "Unknown answer set"),
});

/** POST /api/material-progress/{id}/question-attempt (spec 3 "Question attempt"). */
export const questionAttemptRequestSchema = z.strictObject({
  question_id: z.string().trim().min(1, "question_id is required").max(64),
  answer: answerText,
  hint_used: z.boolean().default(false),
  confidence_score: z.number().min(0).max(1).nullable().optional(),
  time_spent_seconds: z.number().min(0).max(86_400).optional(),
  idempotency_key: z.string().trim().min(8).max(100).optional(),
  /** Where the answer was given: practice (default) or a review session. */
  mode: z.enum(["practice", "review"]).default("practice"),
  /** The answer set the server opened for a practice or review session (POST /api/answer-sets). */
  answer_set_id: z.string().regex(ANSWER_SET_ID, "Unknown answer set").optional(),
  legacy_result: z.unknown().optional(),
});
export type QuestionAttemptRequest = z.infer<typeof questionAttemptRequestSchema>;

/** POST /api/material-progress/batch. */
export const batchProgressRequestSchema = z.strictObject({
  material_ids: z
    .array(z.union([bodyIdSchema("material_ids"), z.string().regex(/^:*\d{1,9}$/)]))
    .min(1, "material_ids is required")
    .max(200, "At most 200 materials at once"),
  student_id: studentIdSchema.optional(),
});

const syncItemSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("card_seen"), card_index: z.number().int().min(0).max(500) }),
  z.strictObject({ kind: z.literal("time_spent"), seconds: z.number().int().min(0).max(86_400) }),
  z.strictObject({
    kind: z.literal("question_attempt"),
    question_id: z.string().trim().min(1).max(64),
    answer: answerText,
    hint_used: z.boolean().default(false),
    idempotency_key: z.string().trim().min(8).max(100),
  }),
]);

/** POST /api/material-progress/{id}/sync: a queue of offline events. */
export const syncProgressRequestSchema = z.strictObject({
  items: z.array(syncItemSchema).max(200, "At most 200 items at once"),
});
export type SyncProgressRequest = z.infer<typeof syncProgressRequestSchema>;

/** PUT /api/material-progress/{id}/completion-criteria: a student may only make them stricter. */
export const completionCriteriaRequestSchema = z.strictObject({
  criteria: z.strictObject({
    min_accuracy: z.number().min(0).max(100).optional(),
    min_questions_answered: z.number().int().min(0).max(500).optional(),
    require_all_cards: z.boolean().optional(),
  }),
});

/** PUT /api/material-progress/{id}. */
export const updateProgressRequestSchema = z.strictObject({
  updates: z
    .strictObject({
      cards_seen: z.array(z.number().int().min(0).max(500)).max(500).optional(),
      time_spent_seconds: z.number().int().min(0).max(10_000_000).optional(),
      notes: z.string().max(5000).nullable().optional(),
    })
    .refine((u) => Object.keys(u).length > 0, { message: "Nothing to update" }),
});

/** Options of a multiple-choice question sent inline to check-answer. */
const inlineOptionSchema = z.union([
  z.string().max(500),
  z.object({ id: z.string().max(20), text: z.string().max(500) }),
]);

/** POST /api/quiz-attempts/check-answer: a stored question, or an inline one. */
export const checkAnswerRequestSchema = z.union([
  z.strictObject({
    material_id: z.union([bodyIdSchema("material_id"), z.string().regex(/^:*\d{1,9}$/, INVALID_TEMPLATE_ID)]),
    question_id: z.string().trim().min(1).max(64),
    answer: answerText,
  }),
  z.strictObject({
    question: z.object({
      type: z.string().max(40).optional(),
      question: z.string().max(5000).default(""),
      options: z.array(inlineOptionSchema).max(20).optional(),
      correctAnswer: z.string().max(2000).optional(),
      correct_answer: z.string().max(2000).optional(),
      answer: z.string().max(2000).optional(),
      acceptableAnswers: z.array(z.string().max(500)).max(20).optional(),
      tolerance: z.number().min(0).optional(),
      language: z.string().max(10).optional(),
      geometry: geometrySpecSchema.optional(),
    }),
    answer: answerText,
  }),
]);
export type CheckAnswerRequest = z.infer<typeof checkAnswerRequestSchema>;

/** GET /api/learning-paths (spec 7.5). */
export const learningPathsQuerySchema = z.object({
  status: z.enum(["draft", "published", "archived"]).optional(),
  subject: z.string().trim().max(60).optional(),
  grade_band: z.enum(["K-5", "6-8", "9-12", "adult"]).optional(),
  student_grade: z.string().trim().max(10).optional(),
  student_subjects: z.union([z.string().max(60), z.array(z.string().max(60)).max(20)]).optional(),
  student_id: studentIdSchema.optional(),
  /** Adds each path's progress for the student (completed of total lessons). */
  with_progress: z.enum(["0", "1", "true", "false"]).optional(),
});

export const learningPathQuerySchema = z.strictObject({
  with_progress: z.enum(["0", "1", "true", "false"]).optional(),
  compact: z.enum(["0", "1", "true", "false"]).optional(),
  student_id: studentIdSchema.optional(),
});

/** A path's step: a whole unit (module) or one lesson (material). */
export const pathStepInputSchema = z.union([
  z.strictObject({ module_id: bodyIdSchema("Unit id") }),
  z.strictObject({ material_id: bodyIdSchema("Lesson id") }),
]);
export type PathStepInput = z.infer<typeof pathStepInputSchema>;

/** A path's steps in order, each unit or lesson once. */
export const pathStepsSchema = z
  .array(pathStepInputSchema)
  .max(100, "A path has at most 100 steps")
  .refine(
    (steps) =>
      new Set(steps.map((s) => ("module_id" in s ? `u${s.module_id}` : `l${s.material_id}`))).size ===
      steps.length,
    "Each unit or lesson appears once in a path",
  );

/** PATCH /api/learning-paths/{id} (admins): any of the fields, and the steps in their new order. */
export const patchLearningPathRequestSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(120).optional(),
    description: z.string().trim().max(2000).optional(),
    status: z.enum(["draft", "published", "archived"]).optional(),
    subject: z.string().trim().min(1).max(60).optional(),
    grade_band: z.enum(["K-5", "6-8", "9-12", "adult"]).optional(),
    steps: pathStepsSchema.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to update" });

/** POST /api/learning-paths (admins): a new path, a draft until published. */
export const createLearningPathRequestSchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .min(1, "Slug is required")
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens"),
  title: z.string().trim().min(1, "Title is required").max(120),
  description: z.string().trim().max(2000).default(""),
  subject: z.string().trim().min(1, "Subject is required").max(60),
  grade_band: z.enum(["K-5", "6-8", "9-12", "adult"]),
  status: z.enum(["draft", "published", "archived"]).default("draft"),
  steps: pathStepsSchema.default([]),
});
export type CreateLearningPathRequest = z.input<typeof createLearningPathRequestSchema>;

/** GET /api/practice/{id}: a material's or a path's questions, with due review items mixed in. */
export const practiceQuerySchema = z.strictObject({
  source: z.enum(["material", "path"]).default("material"),
  student_id: studentIdSchema.optional(),
});

export const reviewQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** "Review ahead": when nothing is due, the soonest cards anyway. */
  ahead: z.enum(["0", "1", "true", "false"]).optional(),
  student_id: studentIdSchema.optional(),
});
