import type { MessageResponse } from "@app/contract/errors";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/auth/resend-verification for the signed-in user. */
export function resendVerification(): Promise<MessageResponse> {
  return api.post<MessageResponse>("/auth/resend-verification");
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
