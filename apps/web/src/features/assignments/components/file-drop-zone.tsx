import { ASSIGNMENT_LIMITS } from "@app/contract/assignments";
import { Upload } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { cn } from "@/lib/cn";

const ACCEPT = ".pdf,.png,.jpg,.jpeg,.webp,.txt,.docx,.odt";

/** Drag files here or choose them; each one is handed to `onFiles` at once. */
export function FileDropZone({
  onFiles,
  isDisabled = false,
}: {
  onFiles: (files: File[]) => void;
  isDisabled?: boolean;
}) {
  const [isOver, setIsOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const take = (list: FileList | null) => {
    if (list && list.length > 0) onFiles([...list]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    if (!isDisabled) take(event.dataTransfer.files);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the "choose files" button inside is the way in for the keyboard
    <div
      data-testid="file-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        if (!isDisabled) setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      className={cn(
        "grid justify-items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm transition-colors",
        isOver ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-slate-50",
        isDisabled && "opacity-60",
      )}
    >
      <Upload aria-hidden className="size-5 text-slate-500" />
      <p className="text-slate-700">
        Drag files here, or{" "}
        <button
          type="button"
          disabled={isDisabled}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => input.current?.click()}
        >
          choose files
        </button>
      </p>
      <p id={hintId} className="text-xs text-slate-500">
        PDF, images, Word, OpenDocument or text; up to {ASSIGNMENT_LIMITS.attachmentMaxBytes / 1024 / 1024} MB
        each, {ASSIGNMENT_LIMITS.attachmentsPerAssignment} files at most.
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        aria-label="Attach files"
        aria-describedby={hintId}
        className="sr-only"
        disabled={isDisabled}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = "";
        }}
      />
    </div>
  );
}
