import type { UpdateUserRequest, User } from "@app/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** PUT /api/auth/users/{id}: e-mail, first and last name. */
export function updateUser({ id, body }: { id: string; body: UpdateUserRequest }): Promise<User> {
  return api.put<User>(`/auth/users/${encodeURIComponent(id)}`, body);
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser });
}
