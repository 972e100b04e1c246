import { type PythonHint, pythonHintSchema } from "@app/contract/python-course";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { pythonKeys } from "./keys";

/** POST /api/python/exercises/{slug}/hints: the next hint, counted by the server. */
export async function takePythonHint(studentId: number | null, slug: string): Promise<PythonHint> {
  return pythonHintSchema.parse(
    await api.post<unknown>(withStudentId(`/python/exercises/${slug}/hints`, studentId)),
  );
}

export function useTakePythonHint(studentId: number | null, slug: string, week: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => takePythonHint(studentId, slug),
    onSuccess: () => client.invalidateQueries({ queryKey: pythonKeys.week(studentId, week) }),
  });
}
