import { type ChildExport, childExportSchema } from "@app/contract/family";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/family/children/:id/export: everything held about a child, as one JSON document. */
export async function exportChild(studentId: number): Promise<ChildExport> {
  // A child with years of answers and files makes a large file: give it longer than the usual 10 s.
  return childExportSchema.parse(
    await api.get<unknown>(`/family/children/${studentId}/export`, { timeoutMs: 60_000 }),
  );
}

/** The download's name: the child's first name and the day. */
export function toExportFileName(firstName: string, day: Date): string {
  const name =
    firstName
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .toLowerCase() || "child";
  return `brightpath-${name}-${day.toISOString().slice(0, 10)}.json`;
}

/** Saves a document as a file through the browser's own download. */
function saveJsonFile(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads a child's export as one JSON file. */
export function useExportChild() {
  return useMutation({
    mutationFn: async ({ studentId, firstName }: { studentId: number; firstName: string }) => {
      const data = await exportChild(studentId);
      saveJsonFile(data, toExportFileName(firstName, new Date()));
      return data;
    },
  });
}
