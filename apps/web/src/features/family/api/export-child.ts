import { useMutation } from "@tanstack/react-query";
import { API_BASE, getAuthToken } from "@/lib/api-client";

// A child with years of answers and files makes a large archive: give it longer than the usual 10 s.
const EXPORT_TIMEOUT_MS = 60_000;

/** The download's name: the child's first name and the day (the server's own name is preferred). */
export function toExportFileName(firstName: string, day: Date): string {
  const name =
    firstName
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .toLowerCase() || "child";
  return `brightpath-${name}-${day.toISOString().slice(0, 10)}.zip`;
}

/** The file name a Content-Disposition header gives, if it gives a plain one. */
export function fileNameFromDisposition(header: string | null): string | null {
  const match = header?.match(/filename="([^"/\\]+)"/);
  return match ? match[1]! : null;
}

/**
 * GET /api/family/children/:id/export: everything held about a child, as a zip archive (JSON per
 * table and the uploaded files). The download needs the bearer token, so it is fetched and handed
 * to the browser as a file.
 */
export async function exportChild(studentId: number): Promise<{ blob: Blob; fileName: string | null }> {
  const token = getAuthToken();
  const response = await fetch(`${API_BASE}/family/children/${studentId}/export`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(
      typeof payload?.error === "string" ? payload.error : `Could not download the data (${response.status})`,
    );
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get("content-disposition")),
  };
}

/** Saves a blob as a file through the browser's own download. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads a child's export as one zip archive. */
export function useExportChild() {
  return useMutation({
    mutationFn: async ({ studentId, firstName }: { studentId: number; firstName: string }) => {
      const { blob, fileName } = await exportChild(studentId);
      saveFile(blob, fileName ?? toExportFileName(firstName, new Date()));
    },
  });
}
