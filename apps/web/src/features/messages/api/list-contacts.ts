import { type MessageContact, messageContactsResponseSchema } from "@app/contract/messages";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { messagesPageKeys } from "./keys";

/** GET /api/messages/contacts: whom the caller may start a conversation with. */
export async function listContacts(
  studentId: number | null,
  signal?: AbortSignal,
): Promise<MessageContact[]> {
  const query = studentId ? `?student_id=${studentId}` : "";
  return messageContactsResponseSchema.parse(await api.get<unknown>(`/messages/contacts${query}`, { signal }))
    .contacts;
}

export function contactsQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: messagesPageKeys.contacts(studentId),
    queryFn: ({ signal }) => listContacts(studentId, signal),
    staleTime: 0,
    meta: { persist: false },
  });
}
