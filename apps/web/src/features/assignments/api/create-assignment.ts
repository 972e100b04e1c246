import {
  type Assignment,
  assignmentResponseSchema,
  type CreateAssignmentRequest,
} from "@app/contract/assignments";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { useRefreshAssignments } from "./use-refresh-assignments";

/** POST /api/assignments: a tutor or an admin sets work for a student. */
export async function createAssignment(body: CreateAssignmentRequest): Promise<Assignment> {
  try {
    return assignmentResponseSchema.parse(await api.post<unknown>("/assignments", body)).assignment;
  } catch (error) {
    throw toFailure("create assignment", error);
  }
}

export function useCreateAssignment(studentId: number | null, onChanged?: () => void) {
  const refresh = useRefreshAssignments(studentId, onChanged);
  return useMutation({ mutationFn: createAssignment, onSettled: refresh });
}
