import { type SentNotification, sentNotificationsResponseSchema } from "@app/contract/notifications";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/admin/notifications: what admins sent, newest first. */
export async function listSentNotifications(signal?: AbortSignal): Promise<SentNotification[]> {
  return sentNotificationsResponseSchema.parse(await api.get<unknown>("/admin/notifications", { signal }))
    .notifications;
}

export const SENT_NOTIFICATIONS_KEY = ["admin", "notifications"] as const;

export function sentNotificationsQueryOptions() {
  return queryOptions({
    queryKey: SENT_NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => listSentNotifications(signal),
  });
}
