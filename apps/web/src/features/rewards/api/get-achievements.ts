import { type Achievement, achievementsResponseSchema } from "@app/contract/rewards";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { rewardsPageKeys } from "./keys";

/** GET /api/rewards/achievements: streak and level badges, earned or with progress. */
export async function getAchievements(
  studentId: number | null,
  signal?: AbortSignal,
): Promise<Achievement[]> {
  const data = await api.get<unknown>(withStudentId("/rewards/achievements", studentId), { signal });
  return achievementsResponseSchema.parse(data).achievements;
}

export function achievementsQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: rewardsPageKeys.achievements(studentId),
    queryFn: ({ signal }) => getAchievements(studentId, signal),
    staleTime: 0,
  });
}
