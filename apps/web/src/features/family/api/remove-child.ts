import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refreshFamily } from "./keys";

/**
 * DELETE /api/student-dashboard/students/:id: removes a child with everything attached. A child
 * with a booked lesson is refused (409) with the lessons to cancel first.
 */
export async function removeChild(studentId: number): Promise<void> {
  await apiRequest<void>(`/student-dashboard/students/${studentId}`, { method: "DELETE" });
}

/** Removes a child; the selection moves to the first remaining child (spec 4.2). */
export function useRemoveChild() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeChild, onSuccess: () => refreshFamily(queryClient) });
}
