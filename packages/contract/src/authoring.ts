import { z } from "zod";
import { geometrySpecSchema } from "./geometry.ts";
import { bodyIdSchema, idSchema, lineText, multiLineText } from "./primitives.ts";
import { QUESTION_TYPES } from "./question-types.ts";

/*
 * Content authoring (issue 13, /admin/content): courses, units and lessons (material templates)
 * with worked examples, practice questions and a video, written, previewed, published by admins.
 */

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slug = z
  .string()
  .trim()
  .min(1, "Slug is required")
  .max(120)
  .regex(SLUG, "Use lower-case letters, digits and single hyphens");
const title = lineText(z.string().trim().min(1, "Title is required").max(160, "Title is too long"));
const markdown = (max: number, required = "This is required") =>
  multiLineText(z.string().min(1, required).max(max, `At most ${max} characters`));

export { QUESTION_TYPES } from "./question-types.ts";

/** A practice question as an author writes it; its stored answer must be judged right by the evaluator. */
export const authoredQuestionSchema = z
  .strictObject({
    id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, "Use letters, digits, - or _ (like q1)"),
    type: z.enum(QUESTION_TYPES),
    question: markdown(2000, "Write the question"),
    options: z
      .array(
        z.strictObject({ id: z.string().trim().min(1).max(10), text: markdown(500, "Write the option") }),
      )
      .min(2)
      .max(8)
      .optional(),
    correctAnswer: multiLineText(z.string().trim().min(1, "Give the correct answer").max(2000)),
    acceptableAnswers: z
      .array(lineText(z.string().trim().min(1).max(500)))
      .max(10)
      .optional(),
    tolerance: z.number().min(0).max(1e9).optional(),
    language: z
      .string()
      .trim()
      .regex(/^[a-z]{2}$/, "A two-letter language code")
      .optional(),
    strictSpelling: z.boolean().optional(),
    hint: multiLineText(z.string().max(1000)).default(""),
    explanation: multiLineText(z.string().max(2000)).optional(),
    geometry: geometrySpecSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.type === "geometry" && !q.geometry)
      ctx.addIssue({
        code: "custom",
        path: ["geometry"],
        message: "A geometry question needs its board and target",
      });
    if (q.type === "multiple_choice") {
      if (!q.options)
        ctx.addIssue({
          code: "custom",
          path: ["options"],
          message: "A multiple-choice question needs options",
        });
      else if (!q.options.some((o) => o.id === q.correctAnswer))
        ctx.addIssue({
          code: "custom",
          path: ["correctAnswer"],
          message: "The correct answer must be one option's id",
        });
    }
    if (q.type === "true_false" && !["true", "false"].includes(q.correctAnswer.toLowerCase()))
      ctx.addIssue({ code: "custom", path: ["correctAnswer"], message: "Answer true or false" });
  });
export type AuthoredQuestion = z.input<typeof authoredQuestionSchema>;

export const authoredExampleSchema = z.strictObject({
  title,
  problem: markdown(4000, "Write the problem"),
  solution: markdown(8000, "Write the solution"),
});
export const authoredCardSchema = z.strictObject({ title, body: markdown(4000, "Write the card") });

/** Where an uploaded video is served. */
export const VIDEO_URL_PATTERN = /^\/api\/public\/videos\/[a-f0-9]{32}\.(mp4|webm)$/;

/**
 * A lesson's video: an uploaded file (played in the page, with captions) or a link to a video on
 * another site (opened there), with a transcript either way.
 */
export const lessonVideoSchema = z
  .strictObject({
    kind: z.enum(["upload", "link"]),
    url: lineText(z.string().trim().min(1, "Upload a video or give its link").max(500)),
    /** WebVTT captions for an uploaded video. */
    captions_vtt: multiLineText(z.string().max(100_000)).nullable().default(null),
    transcript: multiLineText(z.string().trim().min(1, "Write the transcript").max(50_000)),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "upload" && !VIDEO_URL_PATTERN.test(v.url))
      ctx.addIssue({ code: "custom", path: ["url"], message: "Upload the video here first" });
    if (v.kind === "link" && !/^https:\/\/[^\s/$.?#].[^\s]*$/i.test(v.url))
      ctx.addIssue({ code: "custom", path: ["url"], message: "Use an https:// link" });
    if (v.captions_vtt && !v.captions_vtt.trimStart().startsWith("WEBVTT"))
      ctx.addIssue({
        code: "custom",
        path: ["captions_vtt"],
        message: "Captions must be WebVTT (starting with WEBVTT)",
      });
  });
export type LessonVideo = z.output<typeof lessonVideoSchema>;

const lessonFields = {
  title,
  summary: lineText(z.string().trim().max(300)).default(""),
  difficulty: z.enum(["beginner", "intermediate", "advanced"]).default("beginner"),
  estimated_time: z.number().int().min(1).max(240).default(15),
  tags: z
    .array(lineText(z.string().trim().min(1).max(40)))
    .max(10)
    .default([]),
  body: markdown(50_000, "Write the lesson"),
  examples: z.array(authoredExampleSchema).max(10).default([]),
  deck: z.array(authoredCardSchema).max(30).default([]),
  practice: z
    .array(authoredQuestionSchema)
    .max(30)
    .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, "Each question needs its own id")
    .default([]),
  video: lessonVideoSchema.nullable().default(null),
};

/** POST /api/admin/content/lessons: a new lesson, a draft until published. */
export const createLessonRequestSchema = z.strictObject({
  module_id: bodyIdSchema("Unit id"),
  slug,
  ...lessonFields,
});
export type CreateLessonRequest = z.input<typeof createLessonRequestSchema>;

/** PATCH /api/admin/content/lessons/{id}: any field; status publishes (after the answer check) or unpublishes. */
export const updateLessonRequestSchema = z
  .strictObject({
    title: lessonFields.title,
    summary: lessonFields.summary.unwrap(),
    difficulty: lessonFields.difficulty.unwrap(),
    estimated_time: lessonFields.estimated_time.unwrap(),
    tags: lessonFields.tags.unwrap(),
    body: lessonFields.body,
    examples: lessonFields.examples.unwrap(),
    deck: lessonFields.deck.unwrap(),
    practice: lessonFields.practice.unwrap(),
    video: lessonFields.video.unwrap(),
    status: z.enum(["draft", "published"]),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Change at least one field");
export type UpdateLessonRequest = z.input<typeof updateLessonRequestSchema>;

/** A lesson whole, as its author sees it: answers, video and status included. */
export const authoredLessonSchema = z.object({
  id: z.number(),
  module_id: z.number().nullable(),
  slug: z.string(),
  title: z.string(),
  subject: z.string(),
  summary: z.string(),
  difficulty: z.string(),
  estimated_time: z.number(),
  tags: z.array(z.string()),
  body: z.string(),
  examples: z.array(z.object({ title: z.string(), problem: z.string(), solution: z.string() })),
  deck: z.array(z.object({ title: z.string(), body: z.string() })),
  practice: z.array(
    z.looseObject({ id: z.string(), type: z.string(), question: z.string(), correctAnswer: z.string() }),
  ),
  video: z
    .object({
      kind: z.enum(["upload", "link"]),
      url: z.string(),
      captions_vtt: z.string().nullable(),
      transcript: z.string(),
    })
    .nullable(),
  status: z.enum(["draft", "published"]),
  updated_at: z.string(),
});
export type AuthoredLesson = z.infer<typeof authoredLessonSchema>;

/** POST /api/admin/content/courses. */
export const createCourseRequestSchema = z.strictObject({
  slug,
  title,
  subject: lineText(z.string().trim().min(1, "Subject is required").max(60)),
  grade_band: z.enum(["K-5", "6-8", "9-12", "adult"]),
  description: multiLineText(z.string().trim().max(2000)).default(""),
});
export type CreateCourseRequest = z.input<typeof createCourseRequestSchema>;

/** PATCH /api/admin/content/courses/{id}. */
export const updateCourseRequestSchema = z
  .strictObject({
    title,
    subject: createCourseRequestSchema.shape.subject,
    grade_band: createCourseRequestSchema.shape.grade_band,
    description: multiLineText(z.string().trim().max(2000)),
    status: z.enum(["draft", "published"]),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Change at least one field");

/** POST /api/admin/content/units. */
export const createUnitRequestSchema = z.strictObject({
  course_id: bodyIdSchema("Course id"),
  slug,
  title,
  description: multiLineText(z.string().trim().max(2000)).default(""),
});
export type CreateUnitRequest = z.input<typeof createUnitRequestSchema>;

export const contentIdParamsSchema = z.strictObject({ id: idSchema("Id", "Not found") });

/** GET /api/admin/content: every course (drafts too), its units and their lessons' headlines. */
export const contentTreeSchema = z.object({
  courses: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      title: z.string(),
      subject: z.string(),
      grade_band: z.string(),
      description: z.string(),
      status: z.enum(["draft", "published"]),
      units: z.array(
        z.object({
          id: z.number(),
          slug: z.string(),
          title: z.string(),
          lessons: z.array(
            z.object({
              id: z.number(),
              title: z.string(),
              status: z.enum(["draft", "published"]),
              question_count: z.number(),
              has_video: z.boolean(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type ContentTree = z.infer<typeof contentTreeSchema>;

/** The answer check of a lesson: each question's stored answer judged by the evaluator. */
export const answerCheckSchema = z.object({
  ok: z.boolean(),
  problems: z.array(z.object({ question_id: z.string(), answer: z.string(), message: z.string() })),
});
export type AnswerCheck = z.infer<typeof answerCheckSchema>;

/** POST /api/admin/content/videos answers where the video is served. */
export const videoUploadResponseSchema = z.object({ url: z.string() });

export const VIDEO_LIMITS = { maxBytes: 100_000_000 } as const;

export const AUTHORING_MESSAGES = {
  lessonNotFound: "Lesson not found",
  courseNotFound: "Course not found",
  unitNotFound: "Unit not found",
  slugTaken: "Another item already uses this slug",
  failsItsAnswers: "This lesson cannot be published: some questions fail their own answers",
  notVideo: "Upload an MP4 or WebM video",
  videoTooLarge: "The video is larger than 100 MB",
} as const;

/** A quiz question: a practice question with the points it is worth. */
export const authoredQuizQuestionSchema = z.intersection(
  authoredQuestionSchema,
  z.object({ points: z.number().int().min(1).max(100).default(1) }),
);

/** POST /api/admin/content/quizzes: a stored quiz, listed in the library. */
export const createQuizRequestSchema = z.strictObject({
  title,
  description: multiLineText(z.string().trim().max(1000)).default(""),
  subject: lineText(z.string().trim().min(1, "Subject is required").max(60)),
  time_limit_seconds: z
    .number()
    .int()
    .min(60)
    .max(4 * 60 * 60)
    .nullable()
    .default(null),
  show_instant_feedback: z.boolean().default(true),
  questions: z
    .array(authoredQuizQuestionSchema)
    .min(1, "A quiz needs at least one question")
    .max(100)
    .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, "Each question needs its own id"),
});
export type CreateQuizRequest = z.input<typeof createQuizRequestSchema>;

/** PATCH /api/admin/content/quizzes/{id}: any field. */
export const updateQuizRequestSchema = createQuizRequestSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Change at least one field");

export const authoredQuizSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  subject: z.string(),
  time_limit_seconds: z.number().nullable(),
  show_instant_feedback: z.boolean(),
  questions: z.array(
    z.looseObject({ id: z.string(), type: z.string(), question: z.string(), correctAnswer: z.string() }),
  ),
  content_id: z.number().nullable(),
});
export type AuthoredQuiz = z.infer<typeof authoredQuizSchema>;

/** GET /api/admin/content/quizzes. */
export const authoredQuizzesResponseSchema = z.object({ quizzes: z.array(authoredQuizSchema) });
