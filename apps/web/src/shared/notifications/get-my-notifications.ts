import { type MyNotificationsResponse, myNotificationsResponseSchema } from "@app/contract/notifications";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { readLocal, STORAGE_KEYS, writeLocal } from "@/lib/storage";
import { notificationKeys } from "./keys";

/** GET /api/notifications: the signed-in user's newest notifications and unread count. */
export async function getMyNotifications(signal?: AbortSignal): Promise<MyNotificationsResponse> {
  const data = myNotificationsResponseSchema.parse(await api.get<unknown>("/notifications", { signal }));
  writeLocal(STORAGE_KEYS.notifications, JSON.stringify({ unread_count: data.unread_count }));
  return data;
}

/** The last unread count this device saw (spec 9 `notification-storage`), shown until the server answers. */
function readStoredCount(): MyNotificationsResponse | undefined {
  try {
    const stored = JSON.parse(readLocal(STORAGE_KEYS.notifications) ?? "null") as {
      unread_count?: unknown;
    } | null;
    const count = stored?.unread_count;
    return typeof count === "number" && Number.isInteger(count) && count >= 0
      ? { notifications: [], unread_count: count }
      : undefined;
  } catch {
    return undefined;
  }
}

export function myNotificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.mine(),
    queryFn: ({ signal }) => getMyNotifications(signal),
    staleTime: 30_000,
    placeholderData: readStoredCount(),
    // New notifications show up without a reload while the page is open.
    refetchInterval: 60_000,
  });
}
