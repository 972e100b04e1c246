import { type CashHistoryResponse, cashHistoryResponseSchema } from "@app/contract/rewards";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { rewardKeys } from "./keys";

/** GET /api/rewards/cash: a student's cash rewards with their reasons (decisions.md 5). */
export async function getCashRewards(
  studentId: number | null,
  signal?: AbortSignal,
): Promise<CashHistoryResponse> {
  return cashHistoryResponseSchema.parse(
    await api.get<unknown>(withStudentId("/rewards/cash", studentId), { signal }),
  );
}

/** The wallet's history: the child's own (their portal) and each child's (the family page). */
export function cashRewardsQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: rewardKeys.cash(studentId),
    queryFn: ({ signal }) => getCashRewards(studentId, signal),
    // Money is read again whenever it shows: a reward given a moment ago is never missing.
    staleTime: 0,
  });
}
