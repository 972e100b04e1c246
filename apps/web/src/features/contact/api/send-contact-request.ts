import type { ContactRequest } from "@app/contract/contact";
import type { MessageResponse } from "@app/contract/errors";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/contact: a message to the team, answered by e-mail. */
export function sendContactRequest(body: ContactRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>("/contact", body);
}

export function useSendContactRequest() {
  return useMutation({ mutationFn: sendContactRequest });
}
