import { childSettingsResponseSchema } from "@app/contract/family";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";
import { refreshFamily } from "./keys";

/** PATCH /api/family/children/:id/settings: allow the child on the global leaderboard, or not. */
export async function updateChildSettings(studentId: number, isGlobalBoardAllowed: boolean) {
  return childSettingsResponseSchema.parse(
    await apiRequest<unknown>(`/family/children/${studentId}/settings`, {
      method: "PATCH",
      body: { isGlobalBoardAllowed },
    }),
  );
}

export function useUpdateChildSettings(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isAllowed: boolean) => updateChildSettings(studentId, isAllowed),
    onSuccess: () =>
      Promise.all([
        refreshFamily(queryClient),
        queryClient.invalidateQueries({ queryKey: queryRoots.rewards }),
      ]),
  });
}
