import {
  type Assignment,
  assignmentResponseSchema,
  type SubmitAssignmentRequest,
} from "@app/contract/assignments";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { useRefreshAssignments } from "./use-refresh-assignments";

/** POST /api/assignments/{id}/submit with {submission_data} (spec 7.4); failures give the status only. */
export async function submitAssignment(id: number, body: SubmitAssignmentRequest): Promise<Assignment> {
  try {
    return assignmentResponseSchema.parse(await api.post<unknown>(`/assignments/${id}/submit`, body))
      .assignment;
  } catch (error) {
    throw toFailure("submit assignment", error, { isStatusOnly: true });
  }
}

export function useSubmitAssignment(studentId: number | null, onChanged?: () => void) {
  const refresh = useRefreshAssignments(studentId, onChanged);
  return useMutation({
    mutationFn: (input: { id: number; text: string | null; attachmentIds: number[] }) =>
      submitAssignment(input.id, {
        submission_data: { text: input.text, attachment_ids: input.attachmentIds },
      }),
    onSettled: refresh,
  });
}
