import { unreadCountResponseSchema } from "@app/contract/messages";
import { api } from "@/lib/api-client";

/** POST /api/messages/threads/{id}/read: marks the conversation read up to a message. */
export async function markRead(threadId: number, upTo?: number): Promise<number> {
  return unreadCountResponseSchema.parse(
    await api.post<unknown>(`/messages/threads/${threadId}/read`, upTo ? { up_to: upTo } : {}),
  ).unread_total;
}
