import { type PythonFile, pythonFilesSchema } from "@app/contract/python-course";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { pythonKeys } from "./keys";

/** GET /api/python/files: the playground's files. */
export async function listPythonFiles(studentId: number | null, signal?: AbortSignal): Promise<PythonFile[]> {
  return pythonFilesSchema.parse(
    await api.get<unknown>(withStudentId("/python/files", studentId), { signal }),
  ).files;
}

export function pythonFilesQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: pythonKeys.files(studentId),
    queryFn: ({ signal }) => listPythonFiles(studentId, signal),
    refetchOnWindowFocus: false,
  });
}

export const usePythonFiles = (studentId: number | null) => useQuery(pythonFilesQueryOptions(studentId));
