import { type Assignment, assignmentSchema } from "@app/contract/assignments";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { api, getAuthToken } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { assignmentKeys } from "./keys";

/** An answer without an `assignments` array is an empty list (spec 5); each item is checked. */
const lenientResponseSchema = z
  .object({ assignments: z.array(assignmentSchema).catch([]) })
  .catch({ assignments: [] });

/**
 * GET /api/assignments/student/{id} (spec 7.4). Without a student id or a token it answers an
 * empty list without calling (spec 5); a failure is "Failed to fetch assignments: {status}".
 */
export async function listAssignments(studentId: number | null, signal?: AbortSignal): Promise<Assignment[]> {
  if (studentId === null || getAuthToken() === null) return [];
  try {
    const data = await api.get<unknown>(`/assignments/student/${studentId}`, { signal });
    return lenientResponseSchema.parse(data).assignments;
  } catch (error) {
    throw toFailure("fetch assignments", error, { isStatusOnly: true });
  }
}

/** Assignments are always refetched and retried once (spec 9). */
export function assignmentsQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: assignmentKeys.student(studentId),
    queryFn: ({ signal }) => listAssignments(studentId, signal),
    staleTime: 0,
    refetchOnMount: "always",
    retry: 1,
    meta: { persist: false },
  });
}
