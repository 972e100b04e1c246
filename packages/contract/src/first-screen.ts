import { z } from "zod";
import {
  balanceResponseSchema,
  homeworkResponseSchema,
  nextStepResponseSchema,
  progressResponseSchema,
  upcomingLessonsResponseSchema,
} from "./dashboard.ts";
import { profileResponseSchema } from "./student.ts";

/**
 * The dashboard's cards for one student: each piece is exactly the answer of its own call
 * (GET /api/student-dashboard/next-step, homework, upcoming-lessons, balance and progress), so a
 * client can keep each in the cache of that call and refetch it on its own later (issue 14).
 */
export const firstScreenCardsSchema = z.object({
  student_id: z.number(),
  next_step: nextStepResponseSchema,
  homework: homeworkResponseSchema,
  upcoming_lessons: upcomingLessonsResponseSchema,
  balance: balanceResponseSchema,
  progress: progressResponseSchema,
});
export type FirstScreenCards = z.infer<typeof firstScreenCardsSchema>;

/**
 * GET /api/student-dashboard/first-screen (optional student_id): what the dashboard's first screen
 * shows, in one answer. `profile` is the answer of GET /api/student-dashboard/profile (without a
 * student_id, as the app asks it); `dashboard` the cards of the student the query names (for a
 * parent without one, the first child), or null for a parent who has not added a child yet.
 */
export const firstScreenResponseSchema = z.object({
  profile: profileResponseSchema,
  dashboard: firstScreenCardsSchema.nullable(),
});
export type FirstScreenResponse = z.infer<typeof firstScreenResponseSchema>;
