import { type MyNotificationsResponse, myNotificationsResponseSchema } from "@app/contract/notifications";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/notifications: the signed-in user's newest notifications and unread count. */
export async function getMyNotifications(signal?: AbortSignal): Promise<MyNotificationsResponse> {
  return myNotificationsResponseSchema.parse(await api.get<unknown>("/notifications", { signal }));
}

export const MY_NOTIFICATIONS_KEY = ["notifications", "mine"] as const;

export function myNotificationsQueryOptions() {
  return queryOptions({
    queryKey: MY_NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => getMyNotifications(signal),
    staleTime: 30_000,
    // New notifications show up without a reload while the page is open.
    refetchInterval: 60_000,
  });
}
