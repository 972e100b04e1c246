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
/** The leaderboard shows display names only, never e-mails or full names (decisions.md 5). */
export const leaderboardResponseSchema = z.object({
  period: z.enum(["week", "all"]),
  entries: z.array(leaderboardEntrySchema),
  me: leaderboardEntrySchema.nullable(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

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
