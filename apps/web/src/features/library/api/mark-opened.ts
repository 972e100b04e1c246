import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { libraryKeys } from "@/shared/library/keys";

/** POST /api/student-dashboard/library/{id}/opened: feeds "Recently accessed". */
export function markOpened(contentId: number, studentId: number | null): Promise<void> {
  return api.post<void>(withStudentId(`/student-dashboard/library/${contentId}/opened`, studentId));
}

/** Records an opened item; the recent strip is refreshed next time it shows. Failures are only logged. */
export function useMarkOpened(studentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: number) => markOpened(contentId, studentId),
    onError: (error) => console.warn("Could not record the opened item.", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.recent(studentId) }),
  });
}
