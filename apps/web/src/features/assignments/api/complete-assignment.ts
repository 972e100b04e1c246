import {
  type Assignment,
  assignmentResponseSchema,
  type CompleteAssignmentRequest,
} from "@app/contract/assignments";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { useRefreshAssignments } from "./use-refresh-assignments";

/** POST /api/assignments/{id}/complete with {score, grade, feedback, submission_data} (spec 7.4). */
export async function completeAssignment(id: number, body: CompleteAssignmentRequest): Promise<Assignment> {
  try {
    return assignmentResponseSchema.parse(await api.post<unknown>(`/assignments/${id}/complete`, body))
      .assignment;
  } catch (error) {
    throw toFailure("complete assignment", error, { isStatusOnly: true });
  }
}

export function useCompleteAssignment(studentId: number | null, onChanged?: () => void) {
  const refresh = useRefreshAssignments(studentId, onChanged);
  return useMutation({
    mutationFn: (input: { id: number } & CompleteAssignmentRequest) => {
      const { id, ...body } = input;
      return completeAssignment(id, body);
    },
    onSettled: refresh,
  });
}
