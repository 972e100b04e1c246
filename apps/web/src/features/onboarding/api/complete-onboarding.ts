import { type OnboardingRequest, onboardingResponseSchema } from "@app/contract/student";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import type { ProfileData } from "@/shared/student/api/get-profile";
import { studentKeys } from "@/shared/student/api/keys";

export type OnboardingResult = z.infer<typeof onboardingResponseSchema>;

/** POST /api/student-dashboard/onboarding: saves the answers and sets the theme; no edit lock starts. */
export async function completeOnboarding({
  studentId,
  body,
}: {
  studentId: number | null;
  body: OnboardingRequest;
}): Promise<OnboardingResult> {
  return onboardingResponseSchema.parse(
    await api.post<unknown>(withStudentId("/student-dashboard/onboarding", studentId), body),
  );
}

/** Saves onboarding and puts the updated student in the profile cache, so the new theme shows at once. */
export function useCompleteOnboarding(studentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingRequest) => completeOnboarding({ studentId, body }),
    onSuccess: ({ student }) => {
      queryClient.setQueryData<ProfileData>(studentKeys.profile(), (current) =>
        current
          ? { ...current, students: current.students.map((s) => (s.id === student.id ? student : s)) }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: studentKeys.profile() });
    },
  });
}
