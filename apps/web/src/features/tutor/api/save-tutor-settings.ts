import { type TutorSettingsResponse, tutorSettingsResponseSchema } from "@app/contract/tutor";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { tutorKeys } from "./keys";

/** PUT /api/tutor/settings: a parent allows or stops the tutor's use of an outside model. */
export async function saveTutorSettings(
  studentId: number | null,
  allowed: boolean,
): Promise<TutorSettingsResponse> {
  const body = { ...(studentId !== null ? { student_id: studentId } : {}), outside_model_allowed: allowed };
  return tutorSettingsResponseSchema.parse(await api.put<unknown>("/tutor/settings", body));
}

export function useSaveTutorSettings(studentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allowed: boolean) => saveTutorSettings(studentId, allowed),
    onSuccess: (data) => queryClient.setQueryData(tutorKeys.settings(studentId), data),
  });
}
