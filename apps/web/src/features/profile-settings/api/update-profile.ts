import type { StudentProfile, UpdateProfileRequest } from "@app/contract/student";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { studentKeys } from "@/shared/student/api/keys";

/** PUT /api/student-dashboard/profile: at most one edit per 30 days; a locked profile answers 409. */
export function updateProfile({
  studentId,
  body,
}: {
  studentId: number | null;
  body: UpdateProfileRequest;
}): Promise<{ student: StudentProfile }> {
  return api.put(withStudentId("/student-dashboard/profile", studentId), body);
}

/** Saves the profile; the profile is read again either way, so a lock set elsewhere shows up too. */
export function useUpdateProfile(studentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => updateProfile({ studentId, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.profile() }),
  });
}
