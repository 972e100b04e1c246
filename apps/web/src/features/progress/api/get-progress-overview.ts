import { queryOptions } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/** Accuracy and mastery of a group of materials (a subject or a unit) the student has practised. */
export interface ProgressGroup {
  title: string;
  subject: string;
  /** Materials of the group the student has touched. */
  materials: number;
  completed: number;
  mastered: number;
  attempts: number;
  accuracy_pct: number;
}

export interface ModuleProgressGroup extends ProgressGroup {
  module_id: number;
}

export interface DayActivity {
  /** YYYY-MM-DD (UTC). */
  date: string;
  attempts: number;
  correct: number;
  accuracy_pct: number;
}

export interface ProgressTotals {
  materials_started: number;
  materials_completed: number;
  materials_mastered: number;
  attempts: number;
  accuracy_pct: number;
}

/** GET /api/progress/overview: totals, by subject, by unit, and the last 30 days. */
export interface ProgressOverview {
  totals: ProgressTotals;
  by_subject: ProgressGroup[];
  by_module: ModuleProgressGroup[];
  over_time: DayActivity[];
}

export const FETCH_OVERVIEW_ERROR = "Failed to fetch progress";

export async function getProgressOverview(
  studentId: number | null,
  signal?: AbortSignal,
): Promise<ProgressOverview> {
  try {
    return await api.get<ProgressOverview>(withStudentId("/progress/overview", studentId), { signal });
  } catch (error) {
    if (signal?.aborted || !isApiError(error)) throw error;
    throw new Error(FETCH_OVERVIEW_ERROR, { cause: error });
  }
}

export function progressOverviewQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: ["progress", "overview", studentId] as const,
    queryFn: ({ signal }) => getProgressOverview(studentId, signal),
    // Progress moves with every answer: refreshed after 30 s (spec 9's progress cache).
    staleTime: 30_000,
    // A reload always asks the server: practice elsewhere must show at once.
    meta: { persist: false },
  });
}
