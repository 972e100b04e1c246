import { useQueryClient } from "@tanstack/react-query";
import { assignmentKeys } from "./keys";

/**
 * After an action: refresh the student's assignments through the key factory, and tell the page
 * (which refreshes what other features show, such as the homework list and the sidebar badge).
 */
export function useRefreshAssignments(studentId: number | null, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return () => {
    onChanged?.();
    return queryClient.invalidateQueries({ queryKey: assignmentKeys.student(studentId) });
  };
}
