import { type PythonWeek, pythonWeekSchema } from "@app/contract/python-course";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { pythonKeys } from "./keys";

/** GET /api/python/weeks/{week}: lessons, exercises, the student's saved code and hints. */
export async function getPythonWeek(
  studentId: number | null,
  week: number,
  signal?: AbortSignal,
): Promise<PythonWeek> {
  return pythonWeekSchema.parse(
    await api.get<unknown>(withStudentId(`/python/weeks/${week}`, studentId), { signal }),
  );
}

export function pythonWeekQueryOptions(studentId: number | null, week: number) {
  return queryOptions({
    queryKey: pythonKeys.week(studentId, week),
    queryFn: ({ signal }) => getPythonWeek(studentId, week, signal),
    // The editor holds the code being written; a refetch must not pull it from under the student.
    refetchOnWindowFocus: false,
  });
}

export const usePythonWeek = (studentId: number | null, week: number) =>
  useQuery(pythonWeekQueryOptions(studentId, week));
