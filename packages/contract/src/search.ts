import { z } from "zod";

/** GET /api/public/lessons: the public library's lesson search, ranked on the server. */
export const lessonSearchQuerySchema = z.strictObject({
  search: z
    .string()
    .trim()
    .min(1, "Type something to search for")
    .max(200, "Search is at most 200 characters"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type LessonSearchQuery = z.infer<typeof lessonSearchQuerySchema>;

/** One matching lesson with the unit and course it sits in (enough to link to its preview). */
export const lessonSearchResultSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  subject: z.string(),
  difficulty: z.string(),
  estimated_time: z.number(),
  unit: z.object({ id: z.number(), slug: z.string(), title: z.string() }),
  course: z.object({ id: z.number(), slug: z.string(), title: z.string() }),
});
export type LessonSearchResult = z.infer<typeof lessonSearchResultSchema>;

/** The best matches first, in the server's order; `total` counts matches up to 400. */
export const lessonSearchResponseSchema = z.object({
  lessons: z.array(lessonSearchResultSchema),
  total: z.number(),
  total_is_capped: z.boolean(),
});
export type LessonSearchResponse = z.infer<typeof lessonSearchResponseSchema>;
