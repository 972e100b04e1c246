import { type PythonAttemptResponse, pythonAttemptResponseSchema } from "@app/contract/python-course";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";
import { withStudentId } from "@/lib/student-query";
import { pythonKeys } from "./keys";

/** The server boots a fresh interpreter for each check run: slower than an ordinary call. */
const CHECK_TIMEOUT_MS = 120_000;

/** POST /api/python/exercises/{slug}/attempts: the server runs every check; only its pass counts. */
export async function checkPythonAttempt(
  studentId: number | null,
  slug: string,
  code: string,
): Promise<PythonAttemptResponse> {
  const data = await api.post<unknown>(
    withStudentId(`/python/exercises/${slug}/attempts`, studentId),
    { code },
    { timeoutMs: CHECK_TIMEOUT_MS },
  );
  return pythonAttemptResponseSchema.parse(data);
}

export function useCheckPythonAttempt(studentId: number | null, slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => checkPythonAttempt(studentId, slug, code),
    onSuccess: (result) => {
      if (!result.passed) return;
      void client.invalidateQueries({ queryKey: pythonKeys.course(studentId) });
      void client.invalidateQueries({ queryKey: queryRoots.rewards });
    },
  });
}
