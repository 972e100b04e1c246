import { contactReplyResponseSchema } from "@app/contract/contact";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminOverviewKeys } from "./keys";

/** POST /api/admin/contact-requests/{id}/reply: the reply goes by e-mail to the address that wrote. */
export async function replyContactRequest(input: { id: number; message: string }) {
  return contactReplyResponseSchema.parse(
    await api.post<unknown>(`/admin/contact-requests/${input.id}/reply`, { message: input.message }),
  );
}

export function useReplyContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyContactRequest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminOverviewKeys.contactRequests() }),
  });
}
