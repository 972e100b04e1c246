import { z } from "zod";
import { studentIdSchema } from "./student.ts";

/** GET /api/rewards/wallet (spec 7.6). Cash is in the currency's main unit (e.g. 2.5 = $2.50). */
export const walletResponseSchema = z.object({
  wallet: z.object({ points_total: z.number(), cash_balance: z.number() }),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

/** What a tutor applicant is told instead of the leaderboard: no student data before approval. */
export const TUTOR_UNDER_REVIEW_MESSAGE = "Your tutor application is under review";

export const leaderboardQuerySchema = z.strictObject({
  period: z.enum(["week", "all"]).default("week"),
  student_id: studentIdSchema.optional(),
});
export const leaderboardEntrySchema = z.object({
  rank: z.number(),
  display_name: z.string(),
  points: z.number(),
  level: z.number(),
  is_me: z.boolean(),
});
/**
 * Why the student asked about is not on a board strangers see (packages/domain
 * leaderboard-visibility): waiting for a parent's confirmation, or a parent has not allowed it.
 */
export const boardHiddenReasonSchema = z.enum(["consent-pending", "parent-choice"]);
export type BoardHiddenReason = z.infer<typeof boardHiddenReasonSchema>;

/** The leaderboard shows display names only, never e-mails or full names (decisions.md 5). */
export const leaderboardResponseSchema = z.object({
  period: z.enum(["week", "all"]),
  entries: z.array(leaderboardEntrySchema),
  me: leaderboardEntrySchema.nullable(),
  /** Set when the student asked about is kept off this board; `me` is then null. */
  hidden_reason: boardHiddenReasonSchema.nullable(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** GET /api/rewards/leaderboard/family: the student and their brothers and sisters (issue 10). */
export const familyBoardResponseSchema = z.object({
  period: z.enum(["week", "all"]),
  entries: z.array(leaderboardEntrySchema),
});
export type FamilyBoardResponse = z.infer<typeof familyBoardResponseSchema>;

export const relativeBoardEntrySchema = z.object({
  display_name: z.string(),
  points: z.number(),
  level: z.number(),
  is_me: z.boolean(),
  /** Points ahead of the student (negative: behind). */
  difference: z.number(),
});
/** GET /api/rewards/leaderboard/nearby: the ten learners nearest to the student by XP (issue 10). */
export const relativeBoardResponseSchema = z.object({
  period: z.enum(["week", "all"]),
  entries: z.array(relativeBoardEntrySchema),
  /** Set when the student is kept off boards strangers see: they still see their neighbours. */
  hidden_reason: boardHiddenReasonSchema.nullable(),
});
export type RelativeBoardResponse = z.infer<typeof relativeBoardResponseSchema>;
export type RelativeBoardEntry = z.infer<typeof relativeBoardEntrySchema>;

export const achievementSchema = z.object({
  id: z.string(),
  kind: z.enum(["streak", "level"]),
  title: z.string(),
  description: z.string(),
  threshold: z.number(),
  earned: z.boolean(),
  progress: z.number(),
});
export const achievementsResponseSchema = z.object({ achievements: z.array(achievementSchema) });
export type Achievement = z.infer<typeof achievementSchema>;

export { type XpAwardResponse, xpAwardResponseSchema } from "./xp.ts";

export const CASH_KEY_MESSAGE = "Send an idempotency_key of 8 to 100 characters, the same on every retry";
export const CASH_KEY_REUSED_MESSAGE = "This idempotency_key was already used for a different cash grant";

/** POST /api/rewards/cash: a parent or admin grants a cash reward (decisions.md 5). */
export const grantCashRequestSchema = z.strictObject({
  student_id: studentIdSchema,
  amount: z
    .number({ error: "Amount must be a number" })
    // 0.01, not "positive": 1e-300 is positive, rounds to 0 cents and breaks the ledger's rule.
    .min(0.01, "Amount must be at least 0.01")
    .max(1000, "Amount must be at most 1000")
    .multipleOf(0.01, "Amount has at most two decimals"),
  reason: z.string().trim().min(1, "Say what the reward is for").max(200),
  /**
   * Chosen by the client once per grant (a UUID) and sent again on every retry, so a retried or
   * doubled request pays once, like every XP path.
   */
  idempotency_key: z
    .string({ error: CASH_KEY_MESSAGE })
    .trim()
    .min(8, CASH_KEY_MESSAGE)
    .max(100, CASH_KEY_MESSAGE),
});
export type GrantCashRequest = z.infer<typeof grantCashRequestSchema>;

export const cashRewardSchema = z.object({
  id: z.number(),
  /** In the currency's main unit, like the wallet. */
  amount: z.number(),
  reason: z.string(),
  /** The first name of the parent or admin who granted it (null once their account is gone). */
  granted_by: z.string().nullable(),
  created_at: z.string(),
});
export type CashReward = z.infer<typeof cashRewardSchema>;

/** GET /api/rewards/cash: a student's cash rewards, newest first, with the balance (decisions.md 5). */
export const cashHistoryResponseSchema = z.object({
  cash_balance: z.number(),
  rewards: z.array(cashRewardSchema),
});
export type CashHistoryResponse = z.infer<typeof cashHistoryResponseSchema>;
