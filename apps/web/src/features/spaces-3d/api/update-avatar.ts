import { type AvatarConfig, type AvatarResponse, avatarResponseSchema } from "@app/contract/scene";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { spacesKeys } from "./keys";

/** PUT /api/avatar: saves the student's avatar on the server. */
export async function updateAvatar(input: {
  avatar: AvatarConfig;
  studentId: number | null;
}): Promise<AvatarResponse> {
  const body =
    input.studentId === null
      ? { avatar: input.avatar }
      : { avatar: input.avatar, student_id: input.studentId };
  return avatarResponseSchema.parse(await api.put<unknown>("/avatar", body));
}

/** Saves, then puts the saved avatar in the cache so every scene shows it. */
export function useUpdateAvatar(studentId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (avatar: AvatarConfig) => updateAvatar({ avatar, studentId }),
    onSuccess: (saved) => client.setQueryData(spacesKeys.avatar(studentId), saved),
  });
}
