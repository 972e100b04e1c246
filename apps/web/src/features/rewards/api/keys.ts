import type { LeaderboardResponse } from "@app/contract/rewards";

type Period = LeaderboardResponse["period"];

/** The rewards pages' query keys (the wallet and cash history are shared: `shared/rewards/keys.ts`). */
export const rewardsPageKeys = {
  achievements: (studentId: number | null) => ["rewards", "achievements", studentId] as const,
  leaderboard: (period: Period, studentId: number | null) =>
    ["rewards", "leaderboard", period, studentId] as const,
  familyBoard: (period: Period, studentId: number | null) =>
    ["rewards", "leaderboard", "family", period, studentId] as const,
  nearbyBoard: (period: Period, studentId: number | null) =>
    ["rewards", "leaderboard", "nearby", period, studentId] as const,
};
