import { type CompletionConfig, completionConfigSchema } from "@app/contract/learning-answers";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { materialKeys } from "./keys";

/** GET /api/material-completion-config/{id}: what completing this material takes. */
export async function getCompletionConfig(
  id: number,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<CompletionConfig> {
  const data = await api.get<unknown>(withStudentId(`/material-completion-config/${id}`, studentId), {
    signal,
  });
  return completionConfigSchema.parse(data);
}

export function completionConfigQueryOptions(id: number, studentId: number | null) {
  return queryOptions({
    queryKey: materialKeys.completionConfig(id, studentId),
    queryFn: ({ signal }) => getCompletionConfig(id, studentId, signal),
  });
}
