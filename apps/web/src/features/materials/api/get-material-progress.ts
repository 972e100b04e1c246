import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import type { MaterialProgress } from "../types";

/** GET /api/material-progress/{id} for the selected student. */
export function getMaterialProgress(id: number, studentId: number | null, signal?: AbortSignal) {
  return api.get<MaterialProgress>(withStudentId(`/material-progress/${id}`, studentId), { signal });
}

export const materialProgressQueryKey = (id: number, studentId: number | null) =>
  ["material-progress", studentId, id] as const;

/** Progress stays fresh 30 s (spec 9 "Progress cache: 30 s single"); answers update it in place. */
export function materialProgressQueryOptions(id: number, studentId: number | null) {
  return queryOptions({
    queryKey: materialProgressQueryKey(id, studentId),
    queryFn: ({ signal }) => getMaterialProgress(id, studentId, signal),
    staleTime: 30_000,
  });
}
