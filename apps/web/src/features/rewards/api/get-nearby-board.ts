import { type RelativeBoardResponse, relativeBoardResponseSchema } from "@app/contract/rewards";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import type { LeaderboardPeriod } from "./get-leaderboard";
import { rewardsPageKeys } from "./keys";

/** GET /api/rewards/leaderboard/nearby: the ten learners nearest by XP (issue 10). */
export async function getNearbyBoard(
  period: LeaderboardPeriod,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<RelativeBoardResponse> {
  return relativeBoardResponseSchema.parse(
    await api.get<unknown>(withStudentId(`/rewards/leaderboard/nearby?period=${period}`, studentId), {
      signal,
    }),
  );
}

export function nearbyBoardQueryOptions(period: LeaderboardPeriod, studentId: number | null) {
  return queryOptions({
    queryKey: rewardsPageKeys.nearbyBoard(period, studentId),
    queryFn: ({ signal }) => getNearbyBoard(period, studentId, signal),
    staleTime: 60_000,
  });
}
