import { MESSAGE_LIMITS, type ThreadHistory, threadHistoryResponseSchema } from "@app/contract/messages";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { messagesPageKeys } from "./keys";

/** GET /api/messages/threads/{id}: one page of history, oldest first; `before` pages back. */
export async function getThread(
  id: number,
  before: number | null,
  signal?: AbortSignal,
): Promise<ThreadHistory> {
  const query = new URLSearchParams({ limit: String(MESSAGE_LIMITS.pageSize) });
  if (before) query.set("before", String(before));
  return threadHistoryResponseSchema.parse(
    await api.get<unknown>(`/messages/threads/${id}?${query}`, { signal }),
  );
}

/** The newest page first; older pages are asked for with the oldest id shown so far. */
export function threadQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: messagesPageKeys.thread(id),
    queryFn: ({ pageParam, signal }) => getThread(id, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.has_more ? (page.messages[0]?.id ?? null) : null),
    staleTime: 0,
    meta: { persist: false },
  });
}
