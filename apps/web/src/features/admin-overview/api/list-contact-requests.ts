import { type ContactMessagesResponse, contactMessagesResponseSchema } from "@app/contract/contact";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminOverviewKeys } from "./keys";

/** GET /api/admin/contact-requests: the contact form's messages, unanswered first. */
export async function listContactRequests(signal?: AbortSignal): Promise<ContactMessagesResponse> {
  return contactMessagesResponseSchema.parse(await api.get<unknown>("/admin/contact-requests", { signal }));
}

export function contactRequestsQueryOptions() {
  return queryOptions({
    queryKey: adminOverviewKeys.contactRequests(),
    queryFn: ({ signal }) => listContactRequests(signal),
  });
}
