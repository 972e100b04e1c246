import {
  type CurriculumCourse,
  type CurriculumImportResponse,
  curriculumCourseSchema,
  curriculumImportResponseSchema,
} from "@app/contract/curriculum";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { contentKeys } from "./keys";

/** GET /api/admin/content/export?course=: a course in the curriculum's file format, saved as a file. */
export async function exportCourse(slug: string): Promise<void> {
  const course = curriculumCourseSchema.parse(
    await api.get<unknown>(`/admin/content/export?course=${encodeURIComponent(slug)}`),
  );
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(course, null, 2)}\n`], { type: "application/json" }),
  );
  const link = document.createElement("a");
  link.href = url;
  link.download = `${slug}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** POST /api/admin/content/import: one course file. */
export async function importCourse(file: CurriculumCourse): Promise<CurriculumImportResponse> {
  return curriculumImportResponseSchema.parse(
    await api.post<unknown>("/admin/content/import", file, { timeoutMs: 60_000 }),
  );
}

export function useImportCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await file.text());
      } catch {
        throw new Error("This file is not JSON. Export a course to see the format.");
      }
      return importCourse(parsed as CurriculumCourse);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
