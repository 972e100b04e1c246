import { type MessageResponse, messageResponseSchema } from "@app/contract/errors";
import type { WaitlistJoinRequest } from "@app/contract/waitlist";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/waitlist: an e-mail and interests; the server sends a link to confirm. */
export async function joinWaitlist(body: WaitlistJoinRequest): Promise<MessageResponse> {
  return messageResponseSchema.parse(await api.post<unknown>("/waitlist", body));
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
