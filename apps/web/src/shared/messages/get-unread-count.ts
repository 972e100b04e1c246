import { unreadCountResponseSchema } from "@app/contract/messages";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { messageKeys } from "./keys";

/** Every query about messages starts with this key: a live event refreshes them all at once. */

/** GET /api/messages/unread: unread messages across every conversation the caller sees. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return unreadCountResponseSchema.parse(await api.get<unknown>("/messages/unread", { signal })).unread_total;
}

/** The sidebar's and the tutor dashboard's unread count; refreshed by the live stream, and each minute. */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 0,
    refetchInterval: 60_000,
    meta: { persist: false },
  });
}
