import type { LeaderboardResponse } from "@app/contract/rewards";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { rewardsPageKeys } from "./keys";

export type LeaderboardPeriod = LeaderboardResponse["period"];

/** GET /api/rewards/leaderboard?period=week|all: display names only (decisions.md 5). */
export function getLeaderboard(
  period: LeaderboardPeriod,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<LeaderboardResponse> {
  return api.get(withStudentId(`/rewards/leaderboard?period=${period}`, studentId), { signal });
}

export function leaderboardQueryOptions(period: LeaderboardPeriod, studentId: number | null) {
  return queryOptions({
    queryKey: rewardsPageKeys.leaderboard(period, studentId),
    queryFn: ({ signal }) => getLeaderboard(period, studentId, signal),
    staleTime: 60_000,
  });
}
