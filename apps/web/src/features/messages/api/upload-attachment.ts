import type { Attachment } from "@app/contract/assignments";
import { messageAttachmentResponseSchema } from "@app/contract/messages";
import { apiRequest } from "@/lib/api-client";

/** POST /api/messages/threads/{id}/attachments: one file, sent later with a message. */
export async function uploadAttachment(threadId: number, file: File): Promise<Attachment> {
  const form = new FormData();
  form.append("file", file, file.name);
  return messageAttachmentResponseSchema.parse(
    await apiRequest<unknown>(`/messages/threads/${threadId}/attachments`, {
      method: "POST",
      body: form,
      timeoutMs: 60_000,
    }),
  ).attachment;
}
