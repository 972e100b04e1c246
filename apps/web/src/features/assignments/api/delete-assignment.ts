import { deleteAssignmentResponseSchema } from "@app/contract/assignments";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { useRefreshAssignments } from "./use-refresh-assignments";

/** DELETE /api/assignments/{id} (spec 7.4); a failure reads "Failed to delete assignment: {status}". */
export async function deleteAssignment(id: number) {
  try {
    return deleteAssignmentResponseSchema.parse(
      await apiRequest<unknown>(`/assignments/${id}`, { method: "DELETE" }),
    );
  } catch (error) {
    throw toFailure("delete assignment", error, { isStatusOnly: true });
  }
}

export function useDeleteAssignment(studentId: number | null, onChanged?: () => void) {
  const refresh = useRefreshAssignments(studentId, onChanged);
  return useMutation({ mutationFn: deleteAssignment, onSettled: refresh });
}
