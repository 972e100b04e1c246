import { z } from "zod";
import { idSchema } from "./primitives.ts";
import { studentIdSchema } from "./student.ts";

/** A lesson (spec 3 "Upcoming lesson"): type tutor or group, duration in minutes. */
export const lessonSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(["tutor", "group"]),
  datetime: z.string(),
  duration: z.number(),
  tutor: z.string().nullable(),
  status: z.enum(["scheduled", "completed", "cancelled"]),
  join_url: z.string().nullable(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const lessonsResponseSchema = z.object({ lessons: z.array(lessonSchema) });
export const upcomingLessonsResponseSchema = z.object({ upcoming_lessons: z.array(lessonSchema) });

/** A credit package (spec 3 "Credit entry"). */
export const creditEntrySchema = z.object({
  id: z.number(),
  type: z.enum(["ai-session", "tutor-session"]),
  total: z.number(),
  remaining: z.number(),
  expiryDate: z.string(),
  isExpired: z.boolean(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** Usable credits of each kind (unexpired), never added together (decisions.md 3, issue 12). */
export const creditBalancesSchema = z.object({ "ai-session": z.number(), "tutor-session": z.number() });
export type CreditBalances = z.infer<typeof creditBalancesSchema>;

/**
 * GET /api/student-dashboard/balance: one student's balance, or each child's for a parent. Spec 3
 * names `totalBalance` and each student's `balance`; both keep the two kinds apart (decision 030).
 */
export const balanceResponseSchema = z.object({
  student_id: z.number().nullable(),
  totalBalance: creditBalancesSchema,
  credits: z.array(creditEntrySchema),
  students: z.array(z.object({ id: z.number(), name: z.string(), balance: creditBalancesSchema })).optional(),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

export const invoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  description: z.string(),
  amount_cents: z.number(),
  currency: z.string(),
  status: z.enum(["paid", "open", "void"]),
  issued_at: z.string(),
  paid_at: z.string().nullable(),
  student_id: z.number().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicesResponseSchema = z.object({ invoices: z.array(invoiceSchema) });

/** A homework item (spec 3). */
export const homeworkItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  subject: z.string(),
  dueDate: z.string(),
  due_date: z.string().nullable(),
  completed: z.boolean(),
  description: z.string().nullable(),
  difficulty: z.string().nullable(),
  status: z.string(),
  feedback: z.string().nullable(),
  grade: z.string().nullable(),
  assigned_date: z.string(),
  estimated_time: z.number().nullable(),
  priority: z.string(),
  assignment_type: z.string(),
  template: z
    .object({
      id: z.number(),
      title: z.string(),
      subject: z.string().nullable(),
      difficulty_level: z.string().nullable(),
    })
    .nullable(),
  attachments: z.array(z.string()),
  submission_files: z.array(z.string()),
});
export type HomeworkItem = z.infer<typeof homeworkItemSchema>;
export const homeworkResponseSchema = z.object({ homework: z.array(homeworkItemSchema) });
export const homeworkQuerySchema = z.strictObject({
  student_id: studentIdSchema.optional(),
  _t: z.string().max(32).optional(),
});

/** A content item (spec 3). */
export const contentItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  content_type: z.enum(["material", "video", "quiz", "homework"]),
  type: z.enum(["material", "video", "quiz", "homework"]),
  subject: z.string(),
  difficulty: z.string(),
  topics: z.array(z.string()),
  bookmarked: z.boolean(),
  lastAccessed: z.string().nullable(),
  material_id: z.number().nullable(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** GET /api/student-dashboard/library (spec 7.2). */
export const libraryQuerySchema = z.strictObject({
  search: z.string().trim().max(200, "Search is at most 200 characters").optional(),
  type: z.enum(["material", "video", "quiz", "homework"]).optional(),
  difficulty: z.string().trim().max(40).optional(),
  student_id: studentIdSchema.optional(),
  recent_only: z.enum(["true", "false"]).optional(),
  favourites_only: z.enum(["true", "false"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type LibraryQuery = z.infer<typeof libraryQuerySchema>;
/** `total` counts matches up to a cap (400); `total_is_capped` says there may be more. */
export const libraryResponseSchema = z.object({
  content: z.array(contentItemSchema),
  total: z.number(),
  total_is_capped: z.boolean(),
});
export type LibraryResponse = z.infer<typeof libraryResponseSchema>;

export const contentIdParamsSchema = z.strictObject({
  contentId: idSchema("contentId", "Unknown content"),
});
export const favouriteResponseSchema = z.object({ content_id: z.number(), bookmarked: z.boolean() });

/** GET /api/student-dashboard/progress: level, streak and recent gains, derived from the XP ledger. */
export const progressResponseSchema = z.object({
  student_id: z.number(),
  level: z.object({
    level: z.number(),
    totalXP: z.number(),
    xpIntoCurrentLevel: z.number(),
    xpToNextLevel: z.number(),
    nextLevelXP: z.number(),
  }),
  streak: z.object({
    currentStreak: z.number(),
    longestStreak: z.number(),
    lastActivityDate: z.string().nullable(),
    streakMultiplier: z.number(),
    milestonesReached: z.array(z.number()),
  }),
  recentGains: z.array(
    z.object({
      amount: z.number(),
      reason: z.string(),
      timestamp: z.string(),
      multiplier: z.number().optional(),
    }),
  ),
  weeklyXP: z.array(z.object({ date: z.string(), xp: z.number() })),
  completedAssignments: z.number(),
  pendingAssignments: z.number(),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/** GET /api/student-dashboard/next-step: the one next step the dashboard leads with (issue 9). */
export const nextStepSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("onboarding") }),
  z.object({ kind: z.literal("continue"), material_id: z.number(), title: z.string() }),
  /** `due_count`: lessons due for review (issue 28). */
  z.object({ kind: z.literal("review"), due_count: z.number() }),
  /** A finished lesson the student's answers do not show known yet: a practice session (issue 28). */
  z.object({ kind: z.literal("practise"), material_id: z.number(), title: z.string() }),
  z.object({
    kind: z.enum(["start", "next"]),
    material_id: z.number(),
    title: z.string(),
    path_id: z.number(),
    path_title: z.string(),
  }),
  z.object({ kind: z.literal("explore") }),
]);
export type NextStep = z.infer<typeof nextStepSchema>;
export const nextStepResponseSchema = z.object({
  next_step: nextStepSchema,
  has_activity: z.boolean(),
  /** Why this step (issue 28), e.g. "Review: you last practised this 6 days ago". */
  reason: z.string(),
});
export type NextStepResponse = z.infer<typeof nextStepResponseSchema>;
