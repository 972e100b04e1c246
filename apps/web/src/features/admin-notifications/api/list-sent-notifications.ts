import { type SentNotification, sentNotificationsResponseSchema } from "@app/contract/notifications";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminNotificationKeys } from "./keys";

/** GET /api/admin/notifications: what admins sent, newest first. */
export async function listSentNotifications(signal?: AbortSignal): Promise<SentNotification[]> {
  return sentNotificationsResponseSchema.parse(await api.get<unknown>("/admin/notifications", { signal }))
    .notifications;
}

export function sentNotificationsQueryOptions() {
  return queryOptions({
    queryKey: adminNotificationKeys.sent(),
    queryFn: ({ signal }) => listSentNotifications(signal),
  });
}
