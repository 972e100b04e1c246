import { type Assignment, assignmentResponseSchema } from "@app/contract/assignments";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { useRefreshAssignments } from "./use-refresh-assignments";

/** POST /api/assignments/{id}/comments: a parent's note for the tutor. */
export async function addAssignmentComment(id: number, body: string): Promise<Assignment> {
  try {
    return assignmentResponseSchema.parse(await api.post<unknown>(`/assignments/${id}/comments`, { body }))
      .assignment;
  } catch (error) {
    throw toFailure("add comment", error);
  }
}

export function useAddAssignmentComment(studentId: number | null, onChanged?: () => void) {
  const refresh = useRefreshAssignments(studentId, onChanged);
  return useMutation({
    mutationFn: (input: { id: number; body: string }) => addAssignmentComment(input.id, input.body),
    onSettled: refresh,
  });
}
