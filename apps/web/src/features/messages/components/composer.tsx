import type { Attachment } from "@app/contract/assignments";
import { MESSAGE_LIMITS } from "@app/contract/messages";
import { Paperclip, SendHorizontal, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { uploadAttachment } from "../api/upload-attachment";
import { formatSize } from "./format";

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line; files are uploaded as they are
 * chosen (checked by the server as for assignments) and go with the next message.
 */
export function Composer({
  threadId,
  onSend,
}: {
  threadId: number;
  onSend: (body: string, attachmentIds: number[]) => Promise<void>;
}) {
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<Attachment[]>([]);
  const [isSending, setIsSending] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const remaining = MESSAGE_LIMITS.bodyMax - body.length;
  const canSend = body.trim().length > 0 && remaining >= 0 && !isSending && !isUploading;

  const send = async () => {
    if (!canSend) {
      if (body.trim().length === 0) setError("Write a message first");
      return;
    }
    setIsSending(true);
    setError(null);
    try {
      await onSend(
        body.trim(),
        files.map((f) => f.id),
      );
      setBody("");
      setFiles([]);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : "Your message wasn't sent. Try again.");
    } finally {
      setIsSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const onFiles = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    setError(null);
    setIsUploading(true);
    try {
      for (const file of Array.from(list)) {
        if (files.length >= MESSAGE_LIMITS.attachmentsPerMessage) {
          setError(`At most ${MESSAGE_LIMITS.attachmentsPerMessage} files per message`);
          break;
        }
        const uploaded = await uploadAttachment(threadId, file);
        setFiles((current) => [...current, uploaded]);
      }
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : "The file wasn't uploaded. Try again.");
    } finally {
      setIsUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <form
      className="grid gap-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
    >
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Files to send">
          {files.map((file) => (
            <li
              key={file.id}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-xs text-slate-700"
            >
              <span className="max-w-40 truncate">{file.name}</span>
              <span className="text-slate-500">{formatSize(file.size_bytes)}</span>
              <button
                type="button"
                className="rounded-full p-1 hover:bg-slate-200"
                aria-label={`Remove ${file.name}`}
                onClick={() => setFiles((current) => current.filter((f) => f.id !== file.id))}
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          accept={MESSAGE_LIMITS.attachmentTypes.join(",")}
          multiple
          onChange={(event) => void onFiles(event.target.files)}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Attach a file"
          disabled={isUploading}
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip aria-hidden className="size-5" />
        </Button>
        <Textarea
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          placeholder="Write a message…"
          aria-label="Message"
          aria-describedby={hintId}
          className="max-h-40 min-h-11 flex-1 resize-none"
        />
        <Button type="submit" aria-label="Send" disabled={!canSend} isBusy={isSending}>
          <SendHorizontal aria-hidden className="size-4" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
      <p id={hintId} className="flex justify-between gap-2 text-xs text-slate-500">
        <span>{isUploading ? "Uploading…" : "Enter sends · Shift+Enter for a new line"}</span>
        {remaining < 500 && (
          <span className={remaining < 0 ? "font-medium text-red-700" : undefined}>
            {remaining} characters left
          </span>
        )}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
