import { messageResponseSchema } from "@app/contract/errors";
import type { PythonFile } from "@app/contract/python-course";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { pythonKeys } from "./keys";

/** DELETE /api/python/files/{name}. */
export async function deletePythonFile(studentId: number | null, name: string) {
  return messageResponseSchema.parse(
    await apiRequest<unknown>(withStudentId(`/python/files/${encodeURIComponent(name)}`, studentId), {
      method: "DELETE",
    }),
  );
}

export function useDeletePythonFile(studentId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => deletePythonFile(studentId, name),
    onSuccess: (_, name) =>
      client.setQueryData<PythonFile[]>(pythonKeys.files(studentId), (files = []) =>
        files.filter((f) => f.name !== name),
      ),
  });
}
