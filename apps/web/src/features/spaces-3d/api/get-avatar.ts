import { type AvatarResponse, avatarResponseSchema } from "@app/contract/scene";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { spacesKeys } from "./keys";

/** GET /api/avatar: the student's avatar (the default one until they save theirs). */
export async function getAvatar(studentId: number | null, signal?: AbortSignal): Promise<AvatarResponse> {
  return avatarResponseSchema.parse(await api.get<unknown>(withStudentId("/avatar", studentId), { signal }));
}

export function avatarQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: spacesKeys.avatar(studentId),
    queryFn: ({ signal }) => getAvatar(studentId, signal),
  });
}

export function useAvatar(studentId: number | null) {
  return useQuery(avatarQueryOptions(studentId));
}
