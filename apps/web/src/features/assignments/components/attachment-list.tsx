import type { Attachment } from "@app/contract/assignments";
import { Download, Paperclip } from "lucide-react";
import { useState } from "react";
import { downloadAttachment } from "@/shared/attachments/download-attachment";
import { formatBytes } from "./format";

/** The files handed in; each downloads with the caller's token (only those allowed may). */
export function AttachmentList({ attachments }: { attachments: readonly Attachment[] }) {
  const [error, setError] = useState<string | null>(null);
  if (attachments.length === 0) return null;
  return (
    <div className="grid gap-1">
      <ul className="grid gap-1">
        {attachments.map((file) => (
          <li key={file.id} className="flex min-w-0 items-center gap-2 text-sm">
            <Paperclip aria-hidden className="size-4 shrink-0 text-slate-500" />
            <button
              type="button"
              className="min-w-0 truncate text-left font-medium text-brand-700 hover:underline"
              onClick={() => {
                setError(null);
                downloadAttachment(file).catch((e: unknown) =>
                  setError(e instanceof Error ? e.message : String(e)),
                );
              }}
            >
              {file.name}
            </button>
            <span className="shrink-0 text-slate-500">{formatBytes(file.size_bytes)}</span>
            <Download aria-hidden className="size-3.5 shrink-0 text-slate-400" />
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
