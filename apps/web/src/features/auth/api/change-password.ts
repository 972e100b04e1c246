import type { ChangePasswordRequest, ChangePasswordResponse } from "@app/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/auth/change-password; old tokens are revoked and a new one comes back. */
export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return api.post<ChangePasswordResponse>("/auth/change-password", body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
