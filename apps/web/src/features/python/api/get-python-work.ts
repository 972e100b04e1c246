import { type PythonStudentWork, pythonStudentWorkSchema } from "@app/contract/python-course";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { pythonKeys } from "./keys";

/** GET /api/python/work: a student's Python exercises with attempts and latest code (the tutor's view). */
export async function getPythonWork(studentId: number, signal?: AbortSignal): Promise<PythonStudentWork> {
  return pythonStudentWorkSchema.parse(
    await api.get<unknown>(withStudentId("/python/work", studentId), { signal }),
  );
}

export function pythonWorkQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: pythonKeys.work(studentId),
    queryFn: ({ signal }) => getPythonWork(studentId, signal),
  });
}

export const usePythonWork = (studentId: number) => useQuery(pythonWorkQueryOptions(studentId));
