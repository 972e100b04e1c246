import { type PythonFile, pythonFileSchema } from "@app/contract/python-course";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { pythonKeys } from "./keys";

/** PUT /api/python/files/{name}: saves a playground file, made if new. */
export async function savePythonFile(
  studentId: number | null,
  name: string,
  content: string,
): Promise<PythonFile> {
  return pythonFileSchema.parse(
    await api.put<unknown>(withStudentId(`/python/files/${encodeURIComponent(name)}`, studentId), {
      content,
    }),
  );
}

export function useSavePythonFile(studentId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, content }: { name: string; content: string }) =>
      savePythonFile(studentId, name, content),
    onSuccess: (file) =>
      client.setQueryData<PythonFile[]>(pythonKeys.files(studentId), (files = []) =>
        [...files.filter((f) => f.name !== file.name), file].sort((a, b) => a.name.localeCompare(b.name)),
      ),
  });
}
