import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { notificationKeys } from "./keys";

/** POST /api/notifications/{id}/read. */
export async function markNotificationRead(id: number): Promise<void> {
  await api.post<void>(`/notifications/${id}/read`);
}

/** POST /api/notifications/read-all. */
export async function markAllNotificationsRead(): Promise<void> {
  await api.post<void>("/notifications/read-all");
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.mine() }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.mine() }),
  });
}
