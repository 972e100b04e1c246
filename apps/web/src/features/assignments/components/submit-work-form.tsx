import { ASSIGNMENT_LIMITS, type Assignment, type Attachment } from "@app/contract/assignments";
import { X } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Textarea } from "@/components/ui/textarea";
import { describeFailure } from "@/lib/api-errors";
import { useSubmitAssignment } from "../api/submit-assignment";
import { refuseBeforeUpload, uploadAttachment } from "../api/upload-attachment";
import { FileDropZone } from "./file-drop-zone";
import { formatBytes } from "./format";

interface PendingFile {
  key: string;
  name: string;
  size: number;
  progress: number;
  attachment: Attachment | null;
  error: string | null;
}

/**
 * Handing work in: an answer and files. Each file uploads as soon as it is dropped, with a bar;
 * "Hand in" sends the answer with the files that arrived.
 */
export function SubmitWorkForm({
  assignment,
  studentId,
  onChanged,
  onDone,
}: {
  assignment: Assignment;
  studentId: number;
  onChanged?: () => void;
  onDone: () => void;
}) {
  const [text, setText] = useState(assignment.submission_data?.text ?? "");
  const [files, setFiles] = useState<PendingFile[]>(() =>
    assignment.attachments.map((a) => ({
      key: `server-${a.id}`,
      name: a.name,
      size: a.size_bytes,
      progress: 1,
      attachment: a,
      error: null,
    })),
  );
  const submit = useSubmitAssignment(studentId, onChanged);
  const textId = useId();
  const update = (key: string, change: Partial<PendingFile>) =>
    setFiles((current) => current.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const addFiles = (list: File[]) => {
    const room = ASSIGNMENT_LIMITS.attachmentsPerAssignment - files.filter((f) => !f.error).length;
    for (const [i, file] of list.entries()) {
      const key = `${Date.now()}-${i}-${file.name}`;
      const refusal =
        i >= room
          ? `${file.name}: at most ${ASSIGNMENT_LIMITS.attachmentsPerAssignment} files`
          : refuseBeforeUpload(file);
      setFiles((current) => [
        ...current,
        { key, name: file.name, size: file.size, progress: 0, attachment: null, error: refusal },
      ]);
      if (refusal) continue;
      uploadAttachment(assignment.id, file, (share) => update(key, { progress: share }))
        .then((attachment) => update(key, { attachment, progress: 1 }))
        .catch((error: unknown) =>
          update(key, { error: error instanceof Error ? error.message : String(error) }),
        );
    }
  };

  const isUploading = files.some((f) => !f.attachment && !f.error);
  const ready = files.filter((f) => f.attachment).map((f) => f.attachment!.id);
  const canSend = !isUploading && (text.trim() !== "" || ready.length > 0);

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit.mutate(
          { id: assignment.id, text: text.trim() || null, attachmentIds: ready },
          { onSuccess: onDone },
        );
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={textId}>Your answer</Label>
        <Textarea
          id={textId}
          value={text}
          maxLength={ASSIGNMENT_LIMITS.submissionTextMax}
          onChange={(event) => setText(event.target.value)}
          placeholder="Write your answer, or attach your work below."
        />
      </div>
      <FileDropZone onFiles={addFiles} isDisabled={submit.isPending} />
      {files.length > 0 && (
        <ul aria-label="Files" className="grid gap-2">
          {files.map((f) => (
            <li key={f.key} className="grid gap-1 rounded-md border border-slate-200 p-2 text-sm">
              <div className="flex min-w-0 items-center gap-2">
                <span className="min-w-0 flex-1 truncate font-medium">{f.name}</span>
                <span className="shrink-0 text-slate-500">{formatBytes(f.size)}</span>
                <button
                  type="button"
                  aria-label={`Remove ${f.name}`}
                  className="rounded p-1 text-slate-500 hover:text-slate-900"
                  onClick={() => setFiles((current) => current.filter((x) => x.key !== f.key))}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </div>
              {f.error ? (
                <p role="alert" className="text-red-700">
                  {f.error}
                </p>
              ) : (
                <div className="grid gap-1">
                  <ProgressBar
                    value={f.progress}
                    label={`Uploading ${f.name}`}
                    valueText={f.attachment ? "Uploaded" : `${Math.round(f.progress * 100)}%`}
                  />
                  <p className="text-xs text-slate-600">
                    {f.attachment ? "Uploaded" : `Uploading... ${Math.round(f.progress * 100)}%`}
                  </p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {submit.isError && (
        <Alert tone="error" title={submit.error.message}>
          {describeFailure(submit.error) !== submit.error.message ? describeFailure(submit.error) : null}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSend} isBusy={submit.isPending} busyLabel="Handing in...">
          Hand in
        </Button>
      </div>
    </form>
  );
}
