import { z } from "zod";

/** What an XP award answers: the gain, and what it set off (to celebrate). */
export const xpAwardResponseSchema = z.object({
  awarded: z.number(),
  duplicate: z.boolean(),
  totalXP: z.number(),
  level: z.number(),
  levelUps: z.array(z.number()),
  streakMilestones: z.array(z.number()),
  currentStreak: z.number(),
});
export type XpAwardResponse = z.infer<typeof xpAwardResponseSchema>;
