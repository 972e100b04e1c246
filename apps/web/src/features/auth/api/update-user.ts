import type { UpdateUserRequest, UpdateUserResponse } from "@app/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * PUT /api/auth/users/{id}: e-mail, first and last name. A new e-mail needs the current password;
 * it ends every other session and the answer carries this session's new token.
 */
export function updateUser({
  id,
  body,
}: {
  id: string;
  body: UpdateUserRequest;
}): Promise<UpdateUserResponse> {
  return api.put<UpdateUserResponse>(`/auth/users/${encodeURIComponent(id)}`, body);
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser });
}
