import type { ForgotPasswordRequest } from "@app/contract/auth";
import type { MessageResponse } from "@app/contract/errors";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/auth/forgot-password; the answer is the same whether or not the e-mail is known. */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>("/auth/forgot-password", body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
