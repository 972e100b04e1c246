import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminOverviewKeys } from "./keys";

/** PATCH /api/admin/feedback/{id}: read or unread. */
export async function markFeedbackRead(input: { id: number; isRead: boolean }): Promise<void> {
  await apiRequest<void>(`/admin/feedback/${input.id}`, { method: "PATCH", body: { is_read: input.isRead } });
}

export function useMarkFeedbackRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFeedbackRead,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminOverviewKeys.feedback() });
      void queryClient.invalidateQueries({ queryKey: adminOverviewKeys.dashboard() });
    },
  });
}
