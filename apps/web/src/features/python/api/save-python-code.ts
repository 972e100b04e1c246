import { savedPythonCodeSchema } from "@app/contract/python-course";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/** PUT /api/python/exercises/{slug}/code: the autosave. */
export async function savePythonCode(studentId: number | null, slug: string, code: string) {
  return savedPythonCodeSchema.parse(
    await api.put<unknown>(withStudentId(`/python/exercises/${slug}/code`, studentId), { code }),
  );
}

export const useSavePythonCode = (studentId: number | null, slug: string) =>
  useMutation({ mutationFn: (code: string) => savePythonCode(studentId, slug, code) });
