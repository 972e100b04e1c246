import { learningPathsResponseSchema } from "@app/contract/learning-answers";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { learningPathKeys } from "./keys";
import { toPathError } from "./learning-path-errors";
import type { LearningPath } from "./types";

export const GRADE_BANDS = ["K-5", "6-8", "9-12", "adult"] as const;

export interface PathFilters {
  subject?: string | null;
  gradeBand?: string | null;
  /** The student's grade: the server picks its band when no band is given. */
  studentGrade?: string | null;
  /** The student's subjects (repeated student_subjects). */
  studentSubjects?: readonly string[];
}

/** The query string of GET /api/learning-paths (spec 7.5). */
export function pathListParams(filters: PathFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.subject) params.set("subject", filters.subject);
  if (filters.gradeBand) params.set("grade_band", filters.gradeBand);
  else if (filters.studentGrade) params.set("student_grade", filters.studentGrade);
  if (!filters.subject)
    for (const subject of filters.studentSubjects ?? []) params.append("student_subjects", subject);
  return params;
}

/** GET /api/learning-paths: the published paths, filtered, each with the student's progress. */
export async function listLearningPaths(
  filters: PathFilters,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<LearningPath[]> {
  try {
    const params = pathListParams(filters);
    params.set("with_progress", "1");
    if (studentId !== null) params.set("student_id", String(studentId));
    const query = params.toString();
    const data = await api.get<unknown>(`/learning-paths${query ? `?${query}` : ""}`, { signal });
    return learningPathsResponseSchema.parse(data).paths;
  } catch (error) {
    throw toPathError(error);
  }
}

export function learningPathsQueryOptions(filters: PathFilters, studentId: number | null) {
  const params = pathListParams(filters).toString();
  return queryOptions({
    queryKey: learningPathKeys.list(params, studentId),
    queryFn: ({ signal }) => listLearningPaths(filters, studentId, signal),
    // Progress inside: never kept over a reload.
    meta: { persist: false },
  });
}
