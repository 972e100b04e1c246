import type { Attachment } from "@app/contract/assignments";
import type { Message } from "@app/contract/messages";
import type { AttachmentRow, MessageRow } from "./messages.repository.ts";

/** An attachment with its authorised download address. */
export function presentAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    name: row.original_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    url: `/api/messages/threads/${row.thread_id}/attachments/${row.id}`,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** A message as one reader sees it. */
export function presentMessage(
  row: MessageRow,
  attachments: readonly AttachmentRow[],
  readerId: string,
): Message {
  const name = `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim();
  return {
    id: row.id,
    thread_id: row.thread_id,
    body: row.body,
    created_at: new Date(row.created_at).toISOString(),
    sender_name: name || "Former user",
    from_me: row.sender_user_id === readerId,
    from_staff: row.from_staff,
    attachments: attachments.filter((a) => a.message_id === row.id).map(presentAttachment),
  };
}
