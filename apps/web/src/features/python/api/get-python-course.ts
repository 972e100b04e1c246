import { type PythonCourse, pythonCourseSchema } from "@app/contract/python-course";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { pythonKeys } from "./keys";

/** GET /api/python/course: the weeks, the student's progress and the next exercise. */
export async function getPythonCourse(studentId: number | null, signal?: AbortSignal): Promise<PythonCourse> {
  return pythonCourseSchema.parse(
    await api.get<unknown>(withStudentId("/python/course", studentId), { signal }),
  );
}

export function pythonCourseQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: pythonKeys.course(studentId),
    queryFn: ({ signal }) => getPythonCourse(studentId, signal),
  });
}

export const usePythonCourse = (studentId: number | null) => useQuery(pythonCourseQueryOptions(studentId));
