import { API_TIMEOUT_MS } from "@app/contract/limits";
import { AVATAR_LIMITS, type StudentProfile } from "@app/contract/student";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileQueryKey } from "@/features/student/api/get-profile";
import {
  API_BASE,
  ApiError,
  apiRequest,
  getAuthToken,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

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

/**
 * POST /api/student-dashboard/profile/avatar as multipart form data (field `file`). The shared
 * client sends JSON only, so this call sets the token and reads errors the same way itself.
 */
export async function uploadAvatar({
  studentId,
  file,
}: {
  studentId: number | null;
  file: File;
}): Promise<{ student: StudentProfile }> {
  const body = new FormData();
  body.append("file", file);
  const token = getAuthToken();
  const signal = AbortSignal.timeout(API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${withStudentId(AVATAR_PATH, studentId)}`, {
      method: "POST",
      headers: token ? { Authorization: `Bearer ${token}`, Accept: "application/json" } : {},
      body,
      signal,
      credentials: "same-origin",
    });
  } catch {
    if (signal.aborted) throw new ApiError(TIMEOUT_ERROR_MESSAGE, { status: 0, kind: "timeout" });
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: "network" });
  }
  const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (!response.ok) {
    const message = typeof data?.error === "string" ? data.error : `HTTP error! status: ${response.status}`;
    throw new ApiError(message, { status: response.status, kind: "http" });
  }
  return data as { student: StudentProfile };
}

/** DELETE /api/student-dashboard/profile/avatar. */
export function deleteAvatar(studentId: number | null): Promise<{ student: StudentProfile }> {
  return apiRequest(withStudentId(AVATAR_PATH, studentId), { method: "DELETE" });
}

export function useUploadAvatar(studentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar({ studentId, file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}

export function useDeleteAvatar(studentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAvatar(studentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
