import { z } from "zod";
import { idSchema, lineText } from "./primitives.ts";

/* The admin area's own answers (issue 13): the owner's numbers, the inbox, finding users. */

/** One week of a series: the Monday it starts (YYYY-MM-DD, UTC) and its value. */
export const weekPointSchema = z.object({ week: z.string(), value: z.number() });
export type WeekPoint = z.infer<typeof weekPointSchema>;

/** A number the owner watches: this week's value and the weeks before it, oldest first. */
export const weeklyMetricSchema = z.object({ this_week: z.number(), weeks: z.array(weekPointSchema) });
export type WeeklyMetric = z.infer<typeof weeklyMetricSchema>;

/** GET /api/admin/dashboard. */
export const adminDashboardSchema = z.object({
  active_students: weeklyMetricSchema,
  lessons: weeklyMetricSchema,
  /** Sessions sold of each kind, never added together (issue 21); monthly plan allowances left out. */
  tutor_sessions_sold: weeklyMetricSchema,
  ai_sessions_sold: weeklyMetricSchema,
  sign_ups: weeklyMetricSchema,
  open_tutor_applications: z.number(),
  unread_feedback: z.number(),
  waitlist: z.object({ total: z.number(), confirmed: z.number() }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** How many weeks the dashboard's charts show. */
export const DASHBOARD_WEEKS = 12;

/** POST /api/admin/feedback/{id}/read and its reverse. */
export const feedbackIdParamsSchema = z.strictObject({ id: idSchema("Feedback id", "Feedback not found") });
export const feedbackReadRequestSchema = z.strictObject({ is_read: z.boolean() });

/** GET /api/admin/interest-signups: the support, help and ai-tutor pages' e-mail sign-ups. */
export const interestSignupsResponseSchema = z.object({
  signups: z.array(
    z.object({ id: z.number(), email: z.string(), source: z.string(), created_at: z.string() }),
  ),
});
export type InterestSignupsResponse = z.infer<typeof interestSignupsResponseSchema>;

/** GET /api/admin/users?search=&role=: users an admin picks from (for notifications). */
export const adminUsersQuerySchema = z.strictObject({
  search: lineText(z.string().trim().max(100)).optional(),
  role: z.enum(["student", "parent", "tutor", "admin"]).optional(),
});
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema) });
