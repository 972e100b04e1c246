import { z } from "zod";
import { geometrySpecSchema } from "./geometry.ts";
import { STORED_QUESTION_TYPES } from "./question-types.ts";

/*
 * The curriculum as data (issue 13): one JSON file per course under apps/server/content/curriculum,
 * loaded by the seed, and the same shape for the admin's export and import of a course.
 */

const text = (max: number) => z.string().max(max);
const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and hyphens")
  .max(120);

export const curriculumQuestionSchema = z.looseObject({
  id: z.string().min(1).max(40),
  type: z.enum(STORED_QUESTION_TYPES),
  question: text(2000),
  options: z
    .array(z.object({ id: z.string().max(10), text: text(500) }))
    .max(8)
    .optional(),
  correctAnswer: text(2000),
  acceptableAnswers: z.array(text(500)).max(10).optional(),
  tolerance: z.number().min(0).optional(),
  language: z.string().max(10).optional(),
  strictSpelling: z.boolean().optional(),
  hint: text(1000),
  explanation: text(2000).optional(),
  geometry: geometrySpecSchema.optional(),
});

export const curriculumLessonSchema = z.object({
  slug,
  title: text(160).min(1),
  summary: text(300),
  difficulty: z.enum(["beginner", "intermediate", "advanced"]),
  estimatedMinutes: z.number().int().min(1).max(240),
  tags: z.array(text(40)).max(10),
  prerequisites: z.array(slug).max(20),
  body: text(50_000).min(1),
  examples: z.array(z.object({ title: text(160), problem: text(4000), solution: text(8000) })).max(10),
  deck: z.array(z.object({ title: text(160), body: text(4000) })).max(30),
  questions: z.array(curriculumQuestionSchema).max(30),
});

export const curriculumUnitSchema = z.object({
  slug,
  title: text(160).min(1),
  description: text(2000),
  lessons: z.array(curriculumLessonSchema).max(60),
});

/** One course file: the course, its units in order, each unit's lessons in order. */
export const curriculumCourseSchema = z.object({
  slug,
  title: text(160).min(1),
  subject: text(60).min(1),
  gradeBand: z.enum(["K-5", "6-8", "9-12", "adult"]),
  description: text(2000),
  units: z.array(curriculumUnitSchema).max(40),
});
export type CurriculumCourse = z.infer<typeof curriculumCourseSchema>;

export const curriculumPathSchema = z.object({
  slug,
  title: text(160).min(1),
  subject: text(60).min(1),
  gradeBand: z.enum(["K-5", "6-8", "9-12", "adult"]),
  description: text(2000),
  steps: z.array(z.object({ kind: z.enum(["unit", "lesson"]), slug })).max(100),
});

/** POST /api/admin/content/import: one course file; answered with what changed. */
export const curriculumImportResponseSchema = z.object({
  course_id: z.number(),
  created: z.object({ units: z.number(), lessons: z.number() }),
  updated: z.object({ units: z.number(), lessons: z.number() }),
});
export type CurriculumImportResponse = z.infer<typeof curriculumImportResponseSchema>;

/** GET /api/admin/content/export?course=: one course in the file format. */
export const curriculumExportQuerySchema = z.strictObject({ course: slug });
