import type { ChangePasswordRequest } from "@app/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/auth/change-password; old tokens are revoked and a new one comes back. */
export function changePassword(body: ChangePasswordRequest): Promise<{ access_token: string }> {
  return api.post<{ access_token: string }>("/auth/change-password", body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
