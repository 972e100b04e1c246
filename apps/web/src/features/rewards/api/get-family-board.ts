import { type FamilyBoardResponse, familyBoardResponseSchema } from "@app/contract/rewards";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import type { LeaderboardPeriod } from "./get-leaderboard";
import { rewardsPageKeys } from "./keys";

/** GET /api/rewards/leaderboard/family: the student and their brothers and sisters (issue 10). */
export async function getFamilyBoard(
  period: LeaderboardPeriod,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<FamilyBoardResponse> {
  return familyBoardResponseSchema.parse(
    await api.get<unknown>(withStudentId(`/rewards/leaderboard/family?period=${period}`, studentId), {
      signal,
    }),
  );
}

export function familyBoardQueryOptions(period: LeaderboardPeriod, studentId: number | null) {
  return queryOptions({
    queryKey: rewardsPageKeys.familyBoard(period, studentId),
    queryFn: ({ signal }) => getFamilyBoard(period, studentId, signal),
    staleTime: 60_000,
  });
}
