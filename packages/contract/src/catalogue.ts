import { z } from "zod";

/* The public catalogue's answers (spec 2.1, 7.5): courses, their units and the lessons' headlines. */

/** A lesson's headline in the public catalogue. */
export const catalogueLessonSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  difficulty: z.string(),
  estimated_time: z.number(),
  step_number: z.number(),
  total_steps: z.number(),
  question_count: z.number(),
  card_count: z.number().optional(),
});
export type CatalogueLesson = z.infer<typeof catalogueLessonSchema>;

/** A unit (module) of a course with its lessons in order. */
export const catalogueUnitSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  position: z.number(),
  course_id: z.number(),
  course_title: z.string(),
  course_slug: z.string(),
  subject: z.string(),
  grade_band: z.string(),
  total_materials: z.number(),
  materials: z.array(catalogueLessonSchema),
});
export type CatalogueUnit = z.infer<typeof catalogueUnitSchema>;

export const courseSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  subject: z.string(),
  grade_band: z.string(),
  description: z.string().nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;
export const courseListItemSchema = courseSummarySchema.extend({
  unit_count: z.number(),
  lesson_count: z.number(),
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;

/** GET /api/public/sample-lesson: the beginner's first lesson the home page offers (issue 21). */
export const sampleLessonSchema = z.object({
  id: z.number(),
  title: z.string(),
  subject: z.string(),
  course_title: z.string(),
});
export type SampleLesson = z.infer<typeof sampleLessonSchema>;

/** GET /api/public/courses. */
export const coursesResponseSchema = z.object({ courses: z.array(courseListItemSchema) });
/** GET /api/public/courses/{idOrSlug}. */
export const courseDetailSchema = z.object({
  course: courseSummarySchema,
  units: z.array(catalogueUnitSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;
/** GET /api/public/modules. */
export const modulesResponseSchema = z.object({ modules: z.array(catalogueUnitSchema) });
