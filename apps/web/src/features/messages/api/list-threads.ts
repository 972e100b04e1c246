import { messageThreadsResponseSchema } from "@app/contract/messages";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { messagesPageKeys } from "./keys";

export type ThreadList = ReturnType<typeof messageThreadsResponseSchema.parse>;

/** GET /api/messages/threads: the caller's conversations (a parent: the selected child's). */
export async function listThreads(studentId: number | null, signal?: AbortSignal): Promise<ThreadList> {
  const query = studentId ? `?student_id=${studentId}` : "";
  return messageThreadsResponseSchema.parse(await api.get<unknown>(`/messages/threads${query}`, { signal }));
}

export function threadsQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: messagesPageKeys.threads(studentId),
    queryFn: ({ signal }) => listThreads(studentId, signal),
    staleTime: 0,
    meta: { persist: false },
  });
}
