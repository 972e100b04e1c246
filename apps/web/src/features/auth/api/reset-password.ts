import type { ResetPasswordRequest } from "@app/contract/auth";
import type { MessageResponse } from "@app/contract/errors";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>("/auth/reset-password", body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
