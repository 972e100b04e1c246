import { type Assignment, assignmentResponseSchema } from "@app/contract/assignments";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { useRefreshAssignments } from "./use-refresh-assignments";

/** POST /api/assignments/{id}/start (spec 7.4); a failure reads "Failed to start assignment: {status}". */
export async function startAssignment(id: number): Promise<Assignment> {
  try {
    return assignmentResponseSchema.parse(await api.post<unknown>(`/assignments/${id}/start`)).assignment;
  } catch (error) {
    throw toFailure("start assignment", error, { isStatusOnly: true });
  }
}

export function useStartAssignment(studentId: number | null, onChanged?: () => void) {
  const refresh = useRefreshAssignments(studentId, onChanged);
  return useMutation({ mutationFn: startAssignment, onSettled: refresh });
}
