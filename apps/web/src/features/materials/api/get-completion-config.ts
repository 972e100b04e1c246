import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import type { CompletionConfig } from "../types";

/** GET /api/material-completion-config/{id}: what completing this material takes. */
export function getCompletionConfig(id: number, studentId: number | null, signal?: AbortSignal) {
  return api.get<CompletionConfig>(withStudentId(`/material-completion-config/${id}`, studentId), {
    signal,
  });
}

export function completionConfigQueryOptions(id: number, studentId: number | null) {
  return queryOptions({
    queryKey: ["material-completion-config", studentId, id] as const,
    queryFn: ({ signal }) => getCompletionConfig(id, studentId, signal),
  });
}
