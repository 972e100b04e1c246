import type { MessageResponse } from "@app/contract/errors";
import type { InterestSignupRequest } from "@app/contract/site";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/interest-signups: an e-mail to tell when a placeholder page opens. */
export function createInterestSignup(body: InterestSignupRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>("/interest-signups", body);
}

export function useCreateInterestSignup() {
  return useMutation({ mutationFn: createInterestSignup });
}
