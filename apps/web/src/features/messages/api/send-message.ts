import { type Message, messageResponseSchema } from "@app/contract/messages";
import { api } from "@/lib/api-client";

/** POST /api/messages/threads/{id}/messages: sends a message with files already uploaded. */
export async function sendMessage(threadId: number, body: string, attachmentIds: number[]): Promise<Message> {
  const payload = attachmentIds.length > 0 ? { body, attachment_ids: attachmentIds } : { body };
  return messageResponseSchema.parse(
    await api.post<unknown>(`/messages/threads/${threadId}/messages`, payload),
  ).message;
}
