import { z } from "zod";
import { studentIdSchema } from "./student.ts";

/** Limits of assignments and their attachments, enforced by the server and shown by the forms. */
export const ASSIGNMENT_LIMITS = {
  /** Largest attachment, in bytes (10 MB). */
  attachmentMaxBytes: 10 * 1024 * 1024,
  /** Attachments per assignment. */
  attachmentsPerAssignment: 5,
  /** What a file may be, recognised by its content (the name and declared type are not trusted). */
  attachmentTypes: [
    "application/pdf",
    "image/png",
    "image/jpeg",
    "image/webp",
    "text/plain",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.oasis.opendocument.text",
  ] as readonly string[],
  titleMax: 200,
  textMax: 5000,
  submissionTextMax: 20_000,
  gradeMax: 10,
  commentMax: 2000,
  fileNameMax: 200,
  estimatedMinutesMax: 24 * 60,
} as const;

export const ASSIGNMENT_TYPES = ["material", "quiz", "homework", "practice", "reading"] as const;
export const ASSIGNMENT_PRIORITIES = ["low", "medium", "high"] as const;

/** Ids in addresses and bodies: whole numbers that fit the database's integer. */
const recordIdSchema = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be positive`)
    .max(2_147_483_647, `${name} is too large`);

export const assignmentIdParamsSchema = z.strictObject({ id: recordIdSchema("id") });
export const attachmentParamsSchema = z.strictObject({
  id: recordIdSchema("id"),
  attachmentId: recordIdSchema("attachmentId"),
});
export const studentAssignmentsParamsSchema = z.strictObject({ studentId: studentIdSchema });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

/** A due moment: an ISO 8601 date and time with its offset ("2026-11-25T17:00:00Z"). */
export const dueDateSchema = z.iso.datetime({
  offset: true,
  error: "The due date must be an ISO 8601 date and time, e.g. 2026-11-25T17:00:00Z",
});

/** POST /api/assignments: a tutor or admin sets work for a student. */
export const createAssignmentRequestSchema = z
  .strictObject({
    student_id: studentIdSchema,
    assignment_type: z.enum(ASSIGNMENT_TYPES, {
      error: "Choose a type: material, quiz, homework, practice or reading",
    }),
    title: z.string().trim().min(1, "A title is required").max(ASSIGNMENT_LIMITS.titleMax),
    description: optionalText(ASSIGNMENT_LIMITS.textMax),
    instructions: optionalText(ASSIGNMENT_LIMITS.textMax),
    subject: optionalText(80),
    due_date: dueDateSchema.nullable().optional(),
    priority: z.enum(ASSIGNMENT_PRIORITIES).default("medium"),
    estimated_time: z.number().int().min(1).max(ASSIGNMENT_LIMITS.estimatedMinutesMax).nullable().optional(),
    total_points: z.number().min(1).max(1000).nullable().optional(),
    template_id: recordIdSchema("template_id").nullable().optional(),
    quiz_id: recordIdSchema("quiz_id").nullable().optional(),
    tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
    topics: z.array(z.string().trim().min(1).max(60)).max(10).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.assignment_type === "material" && !value.template_id)
      ctx.addIssue({ code: "custom", path: ["template_id"], message: "Choose the material to set" });
    if (value.assignment_type === "quiz" && !value.quiz_id)
      ctx.addIssue({ code: "custom", path: ["quiz_id"], message: "Choose the quiz to set" });
  });
export type CreateAssignmentRequest = z.infer<typeof createAssignmentRequestSchema>;

/** What a student hands in: text and the ids of files uploaded to the assignment. */
export const submissionDataSchema = z.strictObject({
  text: z
    .string()
    .trim()
    .max(ASSIGNMENT_LIMITS.submissionTextMax, `At most ${ASSIGNMENT_LIMITS.submissionTextMax} characters`)
    .nullable()
    .optional(),
  attachment_ids: z
    .array(recordIdSchema("attachment id"))
    .max(ASSIGNMENT_LIMITS.attachmentsPerAssignment)
    .default([]),
});
export type SubmissionData = z.infer<typeof submissionDataSchema>;

/** POST /api/assignments/{id}/submit (spec 7.4). */
export const submitAssignmentRequestSchema = z.strictObject({
  submission_data: submissionDataSchema.refine((d) => !!d.text || d.attachment_ids.length > 0, {
    message: "Write an answer or attach a file",
  }),
});
export type SubmitAssignmentRequest = z.infer<typeof submitAssignmentRequestSchema>;

/** POST /api/assignments/{id}/complete (spec 7.4): the tutor's grade. */
export const completeAssignmentRequestSchema = z.strictObject({
  score: z.number({ error: "The score must be a number" }).nullable().optional(),
  grade: z
    .string()
    .trim()
    .max(ASSIGNMENT_LIMITS.gradeMax, `A grade is at most ${ASSIGNMENT_LIMITS.gradeMax} characters`)
    .nullable()
    .optional(),
  feedback: optionalText(ASSIGNMENT_LIMITS.textMax),
  submission_data: submissionDataSchema.partial().nullable().optional(),
});
export type CompleteAssignmentRequest = z.infer<typeof completeAssignmentRequestSchema>;

/** POST /api/assignments/{id}/comments: a parent's (or tutor's) note on the work. */
export const addCommentRequestSchema = z.strictObject({
  body: z.string().trim().min(1, "Write a comment").max(ASSIGNMENT_LIMITS.commentMax),
});

export const attachmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  /** The authorised download address (needs the bearer token). */
  url: z.string(),
  created_at: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const assignmentCommentSchema = z.object({
  id: z.number(),
  author_role: z.string(),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type AssignmentComment = z.infer<typeof assignmentCommentSchema>;

/** An assignment with every field of spec 3. */
export const assignmentSchema = z.object({
  id: z.number(),
  student_id: z.number(),
  student_name: z.string(),
  assigned_by: z.string().nullable(),
  assigned_by_name: z.string().nullable(),
  assignment_type: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  instructions: z.string().nullable(),
  subject: z.string().nullable(),
  assigned_date: z.string(),
  due_date: z.string().nullable(),
  dueDate: z.string(),
  status: z.string(),
  priority: z.string(),
  started_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  overdue: z.boolean(),
  completed: z.boolean(),
  is_material_completed: z.boolean(),
  progress: z.number(),
  grade: z.string().nullable(),
  score: z.number().nullable(),
  total_points: z.number().nullable(),
  feedback: z.string().nullable(),
  estimated_time: z.number().nullable(),
  actual_time: z.number().nullable(),
  tags: z.array(z.string()),
  topics: z.array(z.string()),
  bookmarked: z.boolean(),
  submission_data: z.object({ text: z.string().nullable(), attachment_ids: z.array(z.number()) }).nullable(),
  content: z.object({ id: z.number() }).nullable(),
  template: z
    .object({
      id: z.number(),
      title: z.string(),
      description: z.string().nullable(),
      subject: z.string().nullable(),
      difficulty_level: z.string().nullable(),
      topics: z.array(z.string()),
    })
    .nullable(),
  quiz: z.object({ id: z.number(), title: z.string() }).nullable(),
  attachments: z.array(attachmentSchema),
  comments: z.array(assignmentCommentSchema),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** GET /api/assignments/student/{studentId} (spec 7.4). */
export const assignmentsResponseSchema = z.object({
  assignments: z.array(assignmentSchema),
  total: z.number(),
});
export type AssignmentsResponse = z.infer<typeof assignmentsResponseSchema>;

/** One assignment after an action (start, submit, complete, create, comment). */
export const assignmentResponseSchema = z.object({ assignment: assignmentSchema });

export const attachmentResponseSchema = z.object({ attachment: attachmentSchema });

export const deleteAssignmentResponseSchema = z.object({ deleted: z.literal(true), id: z.number() });
