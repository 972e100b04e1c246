import { MESSAGE_LIMITS } from "@app/contract/messages";
import type { Deps } from "../../deps.ts";
import { AppError, badRequest, notFound } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import {
  cleanFileName,
  prepareAttachment,
  readAttachment,
  removeAttachments,
  saveAttachment,
} from "../assignments/attachment-files.ts";
import { presentAttachment } from "./messages.presenter.ts";
import * as repo from "./messages.repository.ts";
import { loadReadableThread, loadWritableThread } from "./messages-access.ts";

export function attachmentTooLarge(): AppError {
  const mb = MESSAGE_LIMITS.attachmentMaxBytes / 1024 / 1024;
  return new AppError(413, `The file is too large (at most ${mb} MB)`, { file: ["Too large"] });
}

/**
 * POST /api/messages/threads/{id}/attachments: one file, checked by its content and size as for
 * assignments, kept under DATA_DIR/uploads/messages until the message that carries it is sent.
 */
export async function uploadAttachment(
  deps: Deps,
  user: AuthUser,
  threadId: number,
  file: { bytes: Buffer; filename: string | undefined },
) {
  const { thread } = await loadWritableThread(deps, user, threadId);
  if (file.bytes.length === 0) throw badRequest("The file is empty", { file: ["The file is empty"] });
  if (file.bytes.length > MESSAGE_LIMITS.attachmentMaxBytes) throw attachmentTooLarge();
  const { kind, bytes } = await prepareAttachment(file.bytes);
  if (
    (await repo.countPendingAttachments(deps.db, thread.id, user.id)) >= MESSAGE_LIMITS.attachmentsPerMessage
  )
    throw badRequest(`At most ${MESSAGE_LIMITS.attachmentsPerMessage} files per message`);
  const fileId = saveAttachment(deps.config.dataDir, bytes, kind.ext, "messages");
  try {
    const row = await repo.insertAttachment(deps.db, {
      thread_id: thread.id,
      file_id: fileId,
      original_name: cleanFileName(file.filename, kind.ext, MESSAGE_LIMITS.fileNameMax),
      content_type: kind.type,
      size_bytes: bytes.length,
      uploaded_by: user.id,
    });
    return { attachment: presentAttachment(row) };
  } catch (error) {
    removeAttachments(deps.config.dataDir, [fileId], "messages");
    throw error;
  }
}

/** GET /api/messages/threads/{id}/attachments/{attachmentId}: a sent file (or the uploader's own). */
export async function getAttachmentFile(deps: Deps, user: AuthUser, threadId: number, attachmentId: number) {
  const { thread } = await loadReadableThread(deps, user, threadId);
  const row = await repo.findAttachment(deps.db, thread.id, attachmentId);
  const isVisible = row && (row.message_id !== null || row.uploaded_by === user.id);
  const bytes = isVisible ? readAttachment(deps.config.dataDir, row.file_id, "messages") : null;
  if (!row || !bytes) throw notFound("Attachment not found");
  return { bytes, contentType: row.content_type, name: row.original_name };
}
