import { type MessageResponse, messageResponseSchema } from "@app/contract/errors";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/waitlist/confirm: the token from the e-mailed link. */
export async function confirmWaitlist(token: string): Promise<MessageResponse> {
  return messageResponseSchema.parse(await api.post<unknown>("/waitlist/confirm", { token }));
}

export function useConfirmWaitlist() {
  return useMutation({ mutationFn: confirmWaitlist });
}
