import { ASSIGNMENT_LIMITS, type Attachment, attachmentResponseSchema } from "@app/contract/assignments";
import { API_BASE, getAuthToken } from "@/lib/api-client";

/** Why an upload failed, in words a student can act on. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/** A file the server will refuse anyway, said before sending it; null when it may go. */
export function refuseBeforeUpload(file: File): string | null {
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > ASSIGNMENT_LIMITS.attachmentMaxBytes)
    return `${file.name} is too large (at most ${ASSIGNMENT_LIMITS.attachmentMaxBytes / 1024 / 1024} MB)`;
  return null;
}

/**
 * POST /api/assignments/{id}/attachments: one file as multipart form data. XMLHttpRequest rather
 * than fetch, because only it reports upload progress (the bar under each file).
 */
export function uploadAttachment(
  assignmentId: number,
  file: File,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE}/assignments/${assignmentId}/attachments`);
    const token = getAuthToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = attachmentResponseSchema.safeParse(body);
        if (parsed.success) {
          onProgress(1);
          resolve(parsed.data.attachment);
        } else reject(new UploadError("The server's answer was not understood", xhr.status));
        return;
      }
      const serverText =
        typeof body === "object" && body !== null && typeof (body as { error?: unknown }).error === "string"
          ? (body as { error: string }).error
          : `HTTP error! status: ${xhr.status}`;
      reject(new UploadError(serverText, xhr.status));
    };
    xhr.onerror = () =>
      reject(new UploadError("We couldn't reach the server. Check your connection and try again.", 0));
    signal?.addEventListener("abort", () => xhr.abort());
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}
