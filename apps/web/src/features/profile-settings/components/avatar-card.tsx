import { AVATAR_LIMITS, type StudentProfile } from "@app/contract/student";
import { ImageUp, Trash2 } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { checkAvatarFile, useDeleteAvatar, useUploadAvatar } from "../api/avatar";

function initialsOf(student: StudentProfile): string {
  return `${student.firstName.charAt(0)}${student.lastName.charAt(0)}`.toUpperCase() || "?";
}

/**
 * The profile photo: choose an image (checked for type and size before anything is sent), see it,
 * then save it; or remove the current one. Changing the photo is not a profile edit (no lock).
 */
export function AvatarCard({ student, studentId }: { student: StudentProfile; studentId: number | null }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const upload = useUploadAvatar(studentId);
  const remove = useDeleteAvatar(studentId);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = "";
    setMessage(null);
    upload.reset();
    remove.reset();
    if (!chosen) return;
    const error = checkAvatarFile(chosen);
    setProblem(error);
    setFile(error ? null : chosen);
  }

  function save() {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setMessage("Your photo is saved.");
      },
    });
  }

  const shownUrl = previewUrl ?? student.avatarUrl;
  const error = problem ?? upload.error?.message ?? remove.error?.message ?? null;

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-2xl font-semibold text-brand-800 ring-4 ring-white shadow">
        {shownUrl ? (
          <img
            src={shownUrl}
            alt={previewUrl ? "Preview of your new photo" : `${student.firstName}'s photo`}
            className="size-full object-cover"
          />
        ) : (
          <span aria-hidden>{initialsOf(student)}</span>
        )}
      </div>
      <div className="grid flex-1 gap-3">
        {error && <Alert tone="error">{error}</Alert>}
        {message && !error && <Alert tone="success">{message}</Alert>}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_LIMITS.types.join(",")}
          className="sr-only"
          aria-label="Choose a photo"
          onChange={choose}
        />
        {file ? (
          <div className="flex flex-wrap gap-2">
            <Button onClick={save} isBusy={upload.isPending} busyLabel="Uploading…">
              Save photo
            </Button>
            <Button variant="outline" onClick={() => setFile(null)} disabled={upload.isPending}>
              Cancel
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => inputRef.current?.click()}>
              <ImageUp aria-hidden className="size-4" />
              {student.avatarUrl ? "Change photo" : "Upload a photo"}
            </Button>
            {student.avatarUrl && (
              <Button
                variant="outline"
                isBusy={remove.isPending}
                busyLabel="Removing…"
                onClick={() => {
                  setProblem(null);
                  setMessage(null);
                  remove.mutate(undefined, { onSuccess: () => setMessage("Your photo is removed.") });
                }}
              >
                <Trash2 aria-hidden className="size-4" />
                Remove photo
              </Button>
            )}
          </div>
        )}
        <p className="text-xs text-slate-500">
          PNG, JPEG, GIF or WebP, up to 2 MB. Changing your photo does not count as a profile edit.
        </p>
      </div>
    </div>
  );
}
