import { AVATAR_LIMITS, type StudentProfile } from "@app/contract/student";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { studentKeys } from "@/shared/student/api/keys";

const AVATAR_PATH = "/student-dashboard/profile/avatar";
const MAX_MEGABYTES = AVATAR_LIMITS.maxBytes / (1024 * 1024);

/** Checks a chosen file before it is sent: an image of an accepted type, at most 2 MB. */
export function checkAvatarFile(file: File): string | null {
  if (!AVATAR_LIMITS.types.includes(file.type)) return "Choose a PNG, JPEG, GIF or WebP image.";
  if (file.size > AVATAR_LIMITS.maxBytes)
    return `The image is larger than ${MAX_MEGABYTES} MB. Choose a smaller one.`;
  if (file.size === 0) return "The file is empty. Choose another image.";
  return null;
}

/** POST /api/student-dashboard/profile/avatar as multipart form data (field `file`). */
export function uploadAvatar({
  studentId,
  file,
}: {
  studentId: number | null;
  file: File;
}): Promise<{ student: StudentProfile }> {
  const body = new FormData();
  body.append("file", file);
  return apiRequest(withStudentId(AVATAR_PATH, studentId), { method: "POST", body });
}

/** DELETE /api/student-dashboard/profile/avatar. */
export function deleteAvatar(studentId: number | null): Promise<{ student: StudentProfile }> {
  return apiRequest(withStudentId(AVATAR_PATH, studentId), { method: "DELETE" });
}

export function useUploadAvatar(studentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar({ studentId, file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.profile() }),
  });
}

export function useDeleteAvatar(studentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAvatar(studentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.profile() }),
  });
}
