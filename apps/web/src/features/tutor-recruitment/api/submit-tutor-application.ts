import {
  type TutorApplication,
  type TutorApplicationRequest,
  tutorApplicationResponseSchema,
} from "@app/contract/tutoring";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { tutorRecruitmentKeys } from "./keys";

/** POST /api/tutor-applications: send (or, once declined, resend) the application. */
export async function submitTutorApplication(body: TutorApplicationRequest): Promise<TutorApplication> {
  return tutorApplicationResponseSchema.parse(await api.post<unknown>("/tutor-applications", body))
    .application;
}

export function useSubmitTutorApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTutorApplication,
    onSuccess: (application) => queryClient.setQueryData(tutorRecruitmentKeys.own(), application),
  });
}
